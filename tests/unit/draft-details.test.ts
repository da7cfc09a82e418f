import { describe, expect, it } from "vitest";
import { readDetails } from "../../server/generation/details/extract";
import {
  notesBeyondLogistics,
  whenPhrase,
  wherePhrase,
} from "../../server/generation/details/weave";

const now = new Date("2026-11-24T12:00:00Z");

function read(field: string, notes: string) {
  const details = readDetails([field], notes, now);
  return {
    ...details,
    when: whenPhrase(details, { date: true, time: true }),
    where: wherePhrase(details, true),
  };
}

describe("the details a pastor's notes carry", () => {
  it("does not take an ordinal weekday for a date", () => {
    const details = read(
      "Welcome our new associate pastor, Rev. Maria Lopez",
      "Her first Sunday preaching is December 7. Meet-and-greet reception after the 11am service in the fellowship hall.",
    );
    expect(details.when).toBe("on December 7 at 11am");
    expect(details.where).toBe("in the fellowship hall");
    expect(details.people).toEqual(["Rev. Maria Lopez"]);
  });

  it("keeps a recurring day as typed, with its time", () => {
    expect(
      read("Men's breakfast", "Every second Saturday at 8am at the Main Street diner.").when,
    ).toBe("every second Saturday at 8am");
    expect(
      read("Baptism class", "Class meets the last Sunday of the month at 9:15 in Room 12.").when,
    ).toBe("on the last Sunday of the month at 9:15");
    expect(read("Bible study", "Each Wednesday at 7pm in the library.").when).toBe(
      "each Wednesday at 7pm",
    );
    expect(read("Hanging of the greens", "On the first Sunday of Advent at 4pm.").when).toBe(
      "on the first Sunday of Advent at 4pm",
    );
    expect(read("Choir", "We sing the last Sunday in the sanctuary at 9am.").when).not.toMatch(
      /sanctuary/,
    );
  });

  it("keeps a place's whole name", () => {
    expect(
      read(
        "Advent candle lighting",
        "Sunday December 1 at 5pm at First Baptist Church of Millbrook.",
      ).where,
    ).toBe("at First Baptist Church of Millbrook");
    expect(
      read("Blood drive", "Wednesday, January 14, 2pm-7pm, Room 204 of the Education Building.")
        .where,
    ).toBe("in Room 204 of the Education Building");
    expect(read("Baptism class", "Class meets at 9:15 in Room 12.").where).toBe("in Room 12");
    expect(read("Men's breakfast", "Saturday at 8am at Denny's on Main Street.").where).toBe(
      "at Denny's on Main Street",
    );
  });

  it("does not take a place's name for a person", () => {
    const diner = read("Men's breakfast", "Saturday at 8am at Denny's on Main Street.");
    expect(diner.people).not.toContain("Denny");
    const church = read(
      "Choir rehearsal moves",
      "Rehearsals are at 7:15pm at St. Mark's Lutheran Church until our sanctuary is repaired.",
    );
    expect(church.people).not.toContain("Mark");
    expect(church.where).toBe("at St. Mark's Lutheran Church");
  });

  it("keeps a contact's title and whole name", () => {
    const blood = read("Blood drive", "Sign up with Nurse Patty Green at 555-404-1212.");
    expect(blood.contact).toEqual({ name: "Nurse Patty Green", phone: "555-404-1212" });
    expect(blood.people).toEqual(["Nurse Patty Green"]);
    const baptism = read("Baptism class", "Talk to Elder James O'Connor.");
    expect(baptism.contact.name).toBe("Elder James O'Connor");
    expect(read("Supper", "RSVP to Dr. Anne Wu.").contact.name).toBe("Dr. Anne Wu");
  });

  it("takes a holiday named in the topic and its date in the notes for one day", () => {
    const details = readDetails(
      ["Good Friday service"],
      "Friday, April 3 at 7pm in the sanctuary.",
      now,
    );
    expect(whenPhrase(details, { date: true, time: true })).toBe("on Friday, April 3 at 7pm");
    expect(read("Egg hunt", "After the 10:30 service on Easter Sunday.").when).toBe(
      "on Easter Sunday at 10:30",
    );
  });

  it("keeps a period's end as a period, with no time to fill in", () => {
    expect(
      read("Food drive", "Drop off canned goods in the church lobby through November 23.").when,
    ).toBe("through November 23");
  });

  it("leaves no comma at the end of a date, and keeps when it starts", () => {
    expect(read("Choir", "Starting next Thursday, rehearsals are at 7:15pm.").when).toBe(
      "starting next Thursday at 7:15pm",
    );
  });

  it("still reads the plain cases", () => {
    const food = read(
      "Announce our Thanksgiving food drive",
      "Volunteers needed Saturday, December 5 at 9am in the fellowship hall. Contact Linda Park (linda@gracechurch.org, 555-201-3344).",
    );
    expect(food.when).toBe("on Saturday, December 5 at 9am");
    expect(food.where).toBe("in the fellowship hall");
    expect(food.contact).toEqual({
      name: "Linda Park",
      email: "linda@gracechurch.org",
      phone: "555-201-3344",
    });
    expect(
      read("Egg hunt", "After the 10:30 service on Easter Sunday at Riverside Park.").where,
    ).toBe("at Riverside Park");
  });

  it("drops a note that only restates when and where, whatever its capitals", () => {
    const details = readDetails(
      ["Invite men to the monthly men's breakfast"],
      "Every second Saturday at 8am at Denny's on Main Street. Speaker this month: Coach Bill Harris.",
      now,
    );
    expect(notesBeyondLogistics(details)).toEqual(["Speaker this month: Coach Bill Harris."]);
  });
});
