import { writingTools, type WritingToolKey } from "@shared/tools";

/**
 * Realistic requests a pastor would make, ten per tool, each with notes carrying the real
 * context of the week: names, dates, times, a place, a contact. `expect` lists what a draft
 * must carry from them (matched without regard to case). A new tool needs no entry to pass:
 * `qualityRequestsOf` gives its declaration's example with notes of the week until it has its
 * ten here.
 */
export interface QualityRequest {
  label: string;
  request: Record<string, string>;
  expect: string[];
}

export const qualityRequests: { [K in WritingToolKey]?: QualityRequest[] } = {
  sermon: [
    {
      label: "forgiveness, youth grieving",
      request: {
        topic: "Forgiving those who hurt us",
        scripture: "Matthew 18:21-35",
        audience: "youth",
        notes:
          "Our youth group is grieving a classmate, Tyler Reed, who died in a car crash last week. Some of the students are angry at the driver.",
      },
      expect: ["grieving a classmate", "angry at the driver"],
    },
    {
      label: "Easter hope",
      request: {
        topic: "The resurrection changes everything",
        scripture: "1 Corinthians 15:1-8",
        tone: "evangelistic",
        notes:
          "Easter Sunday at 10:30, many guests expected. Mention the baptisms of Carlos and Ana Rivera after the service.",
      },
      expect: ["Carlos", "baptisms"],
    },
    {
      label: "anxiety",
      request: {
        topic: "Anxiety and the peace of God",
        scripture: "Philippians 4:4-9",
        notes:
          "Many of our families are facing layoffs at the Ford plant. Announce the prayer night on Thursday at 7pm in the chapel.",
      },
      expect: ["layoffs at the Ford plant", "prayer night"],
    },
    {
      label: "good shepherd for seniors",
      request: {
        topic: "The Lord is my shepherd",
        scripture: "Psalm 23",
        audience: "seniors",
        length: "35-45",
        notes:
          "Several of our seniors lost spouses this year, including Dorothy Hughes. Keep it gentle.",
      },
      expect: ["lost spouses", "Dorothy Hughes"],
    },
    {
      label: "stewardship",
      request: {
        topic: "Generosity that reflects grace",
        scripture: "2 Corinthians 9:6-15",
        tone: "teaching",
        notes: "We are launching the food pantry on March 3. Deacon Sam Ortiz leads it.",
      },
      expect: ["food pantry", "Sam Ortiz"],
    },
    {
      label: "prodigal",
      request: {
        topic: "The father who runs",
        scripture: "Luke 15:11-24",
        tone: "evangelistic",
        audience: "evangelistic",
        notes: "Back-to-school Sunday; many unchurched parents visiting.",
      },
      expect: ["unchurched parents"],
    },
    {
      label: "leadership",
      request: {
        topic: "Servant leadership",
        scripture: "John 13:1-17",
        audience: "leadership",
        notes:
          "Elders retreat on Saturday, June 6 at Camp Wildwood. Welcome our new elder, James Park.",
      },
      expect: ["James Park", "elders retreat"],
    },
    {
      label: "suffering",
      request: {
        topic: "Hope when healing does not come",
        scripture: "2 Corinthians 12:7-10",
        tone: "healing",
        notes:
          "Our worship leader Rachel Kim was diagnosed with MS in January. She has asked us to speak openly about it.",
      },
      expect: ["Rachel Kim", "diagnosed with MS"],
    },
    {
      label: "new believers",
      request: {
        topic: "Assurance of salvation",
        scripture: "Romans 8:31-39",
        audience: "new-believers",
        length: "15-20",
        notes: "Five new believers finished the Alpha course this month. Use John 10:28.",
      },
      expect: ["Alpha course"],
    },
    {
      label: "prophetic call",
      request: {
        topic: "Return to your first love",
        scripture: "Revelation 2:1-7",
        tone: "prophetic",
        notes:
          "Church anniversary weekend: 50 years on Elm Street. Pastor emeritus Walter Brooks will pray.",
      },
      expect: ["50 years on Elm Street", "Walter Brooks"],
    },
  ],
  prayer: [
    {
      label: "healing for Margaret",
      request: {
        prayerType: "healing",
        focus: "Healing for Margaret",
        notes:
          "Margaret Jones has served in the nursery for 30 years. Surgery on Tuesday at St. Luke's Hospital.",
      },
      expect: ["Margaret", "30 years"],
    },
    {
      label: "wisdom for elders",
      request: {
        prayerType: "wisdom",
        focus: "Wisdom for our church elders",
        notes:
          "The elders meet on Monday to decide about the building project. Pray for Pastor Dave as he leads.",
      },
      expect: ["Pastor Dave", "building project"],
    },
    {
      label: "protection for mission team",
      request: {
        prayerType: "protection",
        focus: "Our mission team travelling to Guatemala",
        duration: "extended",
        notes: "Team leaves on July 12. Pray for Ben and Sarah Cole, who are leading it.",
      },
      expect: ["Ben", "Sarah Cole"],
    },
    {
      label: "intercession for family",
      request: {
        prayerType: "intercession",
        focus: "The Alvarez family after the house fire",
        notes: "Miguel Alvarez and his three children are staying with relatives.",
      },
      expect: ["Miguel Alvarez", "staying with relatives"],
    },
    {
      label: "breakthrough for job",
      request: {
        prayerType: "breakthrough",
        focus: "Work for those who have lost their jobs",
        tone: "bold",
        notes: "Tom Becker has been out of work for eight months.",
      },
      expect: ["Tom Becker", "eight months"],
    },
    {
      label: "warfare over addiction",
      request: {
        prayerType: "warfare",
        focus: "Freedom from addiction",
        tone: "declarative",
        notes: "Our recovery group meets Fridays at 7pm. Pray for Jason, three weeks sober.",
      },
      expect: ["Jason", "three weeks sober"],
    },
    {
      label: "grieving youth",
      request: {
        prayerType: "intercession",
        focus: "Students grieving a classmate",
        tone: "gentle",
        notes: "Tyler Reed died last week. His friends Emma and Noah are struggling most.",
      },
      expect: ["Tyler Reed", "Emma"],
    },
    {
      label: "God is faithful",
      request: {
        prayerType: "intercession",
        focus: "God is faithful in every season",
        duration: "short",
        notes: "For the Sunday pastoral prayer. Remember Helen Grant, who turns 100 on Saturday.",
      },
      expect: ["Helen Grant"],
    },
    {
      label: "healing for a child",
      request: {
        prayerType: "healing",
        focus: "Little Grace Miller in the children's hospital",
        notes: "Grace Miller is four and has leukemia. Her parents are Dan and Julie Miller.",
      },
      expect: ["Grace Miller", "Julie Miller"],
    },
    {
      label: "wisdom for a decision",
      request: {
        prayerType: "wisdom",
        focus: "Guidance for our church's next pastor search",
        notes: "The search committee, chaired by Linda Park, meets on Wednesday.",
      },
      expect: ["Linda Park", "search committee"],
    },
  ],
  devotional: [
    {
      label: "waiting",
      request: {
        theme: "Waiting on God",
        focus: "Patience in unanswered prayer",
        notes:
          "For our women's retreat at Lake Harmony on October 10. Include a word for those waiting for children.",
      },
      expect: ["waiting for children"],
    },
    {
      label: "youth identity",
      request: {
        theme: "Identity in Christ",
        focus: "Social media and comparison",
        audience: "youth",
        notes: "For the youth group on Wednesday night. Many feel invisible at school.",
      },
      expect: ["feel invisible at school"],
    },
    {
      label: "grief",
      request: {
        theme: "Hope in grief",
        focus: "The God who weeps with us",
        tone: "contemplative",
        notes: "Written for the Hughes family after Robert Hughes died on Sunday. Use John 11:35.",
      },
      expect: ["Robert Hughes"],
    },
    {
      label: "gratitude",
      request: {
        theme: "Gratitude",
        focus: "Thanksgiving in hard years",
        notes: "Thanksgiving week; the harvest supper is Thursday at 6pm in the fellowship hall.",
      },
      expect: ["harvest supper"],
    },
    {
      label: "leaders",
      request: {
        theme: "Rest",
        focus: "Sabbath for tired leaders",
        audience: "leadership",
        tone: "challenging",
        notes:
          "Our staff are exhausted after the Christmas season. Pastor Amy Chen asked for this.",
      },
      expect: ["exhausted after the Christmas season"],
    },
    {
      label: "courage",
      request: {
        theme: "Courage",
        focus: "Sharing faith at work",
        notes: "For the men's breakfast on Saturday at 8am. Mike Torres will share his story.",
      },
      expect: ["Mike Torres"],
    },
    {
      label: "new believers",
      request: {
        theme: "Grace",
        focus: "Starting to read the Bible",
        audience: "new-believers",
        length: "short",
        notes: "For the five people baptised last Sunday.",
      },
      expect: ["baptised last Sunday"],
    },
    {
      label: "seniors",
      request: {
        theme: "Faithfulness",
        focus: "God's faithfulness through a long life",
        audience: "seniors",
        length: "extended",
        notes:
          "For the Golden Years fellowship lunch. Celebrate Ruth and Harold Webb's 60th anniversary.",
      },
      expect: ["Harold Webb"],
    },
    {
      label: "forgiveness",
      request: {
        theme: "Forgiveness",
        focus: "Letting go of bitterness",
        tone: "challenging",
        notes: "Several families are hurt after the church split last year.",
      },
      expect: ["church split"],
    },
    {
      label: "advent",
      request: {
        theme: "Advent hope",
        focus: "Waiting for the coming King",
        notes: "First Sunday of Advent, December 1. The children light the first candle.",
      },
      expect: ["first candle"],
    },
  ],
  email: [
    {
      label: "food drive volunteers",
      request: {
        emailType: "announcement",
        purpose:
          "Announce our Thanksgiving food drive: bring canned goods and non-perishable food to church all month",
        audience: "volunteers",
        notes:
          "Volunteers needed Saturday, December 5 at 9am in the fellowship hall. Contact Linda Park (linda@gracechurch.org, 555-201-3344).",
      },
      expect: [
        "Saturday, December 5 at 9am",
        "the fellowship hall",
        "Linda Park",
        "linda@gracechurch.org",
      ],
    },
    {
      label: "egg hunt invitation",
      request: {
        emailType: "event-invitation",
        purpose: "Invite families to our Easter egg hunt",
        length: "detailed",
        notes:
          "Egg hunt after the 10:30 service on Easter Sunday at Riverside Park. Bring a basket! Questions to Pastor Mike at mike@gracechurch.org.",
      },
      expect: ["Easter Sunday", "10:30", "Riverside Park", "Pastor Mike", "Bring a basket"],
    },
    {
      label: "funeral notice",
      request: {
        emailType: "pastoral-care",
        purpose: "Share the news that Margaret Jones has died",
        tone: "pastoral",
        notes:
          "She served in the nursery for 30 years. The funeral is Friday at 2pm in the sanctuary. Contact the church office on 555-100-2000 to help with the reception.",
      },
      expect: ["Margaret Jones", "Friday at 2pm", "the sanctuary", "555-100-2000", "30 years"],
    },
    {
      label: "prayer request surgery",
      request: {
        emailType: "prayer-request",
        purpose: "Ask the church to pray for Tom Becker's heart surgery",
        notes:
          "Surgery is on Tuesday, March 10 at Mercy Hospital. Meals coordinated by Jenny Lee (jenny.lee@example.org).",
      },
      expect: ["Tom Becker", "Tuesday, March 10", "Jenny Lee"],
    },
    {
      label: "VBS volunteers",
      request: {
        emailType: "announcement",
        purpose: "Recruit volunteers for Vacation Bible School",
        tone: "celebratory",
        notes:
          "VBS runs July 14-18, 9am to noon, in the children's wing. Sign up with Karen Smith by June 30.",
      },
      expect: ["July 14", "the children's wing", "Karen Smith"],
    },
    {
      label: "christmas eve",
      request: {
        emailType: "event-invitation",
        purpose: "Invite everyone to our Christmas Eve candlelight service",
        tone: "formal",
        notes:
          "December 24 at 6pm in the sanctuary. Childcare provided. RSVP to Pastor Dave at dave@hopechurch.org.",
      },
      expect: ["December 24 at 6pm", "the sanctuary", "Pastor Dave", "Childcare provided"],
    },
    {
      label: "encouragement after layoffs",
      request: {
        emailType: "encouragement",
        purpose: "Encourage families affected by the plant layoffs",
        notes:
          "Job-search workshop on Saturday, May 2 at 10am in the church library, led by Mark Davis.",
      },
      expect: ["Saturday, May 2 at 10am", "the church library", "Mark Davis"],
    },
    {
      label: "teaching series",
      request: {
        emailType: "teaching",
        purpose: "Introduce our new sermon series on the Sermon on the Mount",
        scripture: "Matthew 5:1-12",
        notes: "Series starts Sunday, September 8. Small group guides available from Rachel Kim.",
      },
      expect: ["Sunday, September 8", "Rachel Kim"],
    },
    {
      label: "youth retreat",
      request: {
        emailType: "event-invitation",
        purpose: "Invite students to the winter youth retreat",
        audience: "youth",
        tone: "casual",
        notes:
          "Retreat is January 17-19 at Camp Wildwood. $85 per student. Forms to Josh Turner, youth pastor, josh@gracechurch.org.",
      },
      expect: ["January 17", "Camp Wildwood", "Josh Turner", "$85"],
    },
    {
      label: "members meeting",
      request: {
        emailType: "announcement",
        purpose: "Remind members about the annual members meeting",
        tone: "formal",
        audience: "new-members",
        notes:
          "Sunday, February 9 at 12:30pm in the fellowship hall. Budget and elder nominations. Questions to Greg Hall, church clerk.",
      },
      expect: ["Sunday, February 9 at 12:30pm", "the fellowship hall", "Greg Hall"],
    },
  ],
  social: [
    {
      label: "egg hunt multi-platform",
      request: {
        platform: "multi-platform",
        contentType: "event-promotion",
        topic: "Easter egg hunt for families",
        notes:
          "Egg hunt after the 10:30 service on Easter Sunday at Riverside Park. Bring a basket!",
      },
      expect: ["Easter Sunday", "10:30", "Riverside Park"],
    },
    {
      label: "food drive facebook",
      request: {
        platform: "facebook",
        contentType: "event-promotion",
        topic: "Thanksgiving food drive",
        notes:
          "Drop-off Saturday, November 22 from 9am to noon in the church parking lot. Contact Linda Park.",
      },
      expect: ["Saturday, November 22", "the church parking lot"],
    },
    {
      label: "faithful instagram",
      request: {
        platform: "instagram",
        contentType: "scripture-focus",
        topic: "God is faithful in every season",
        notes: "Part of our Psalms summer series.",
      },
      expect: ["God is faithful in every season", "Psalms summer series"],
    },
    {
      label: "prayer request twitter",
      request: {
        platform: "twitter",
        contentType: "prayer-request",
        topic: "Families affected by the flooding",
        notes: "Pray for the families on River Road.",
      },
      expect: ["River Road"],
    },
    {
      label: "christmas multi",
      request: {
        platform: "multi-platform",
        contentType: "event-promotion",
        topic: "Christmas Eve candlelight service",
        length: "long",
        notes: "December 24 at 6pm in the sanctuary. Childcare provided.",
      },
      expect: ["December 24 at 6pm", "the sanctuary"],
    },
    {
      label: "linkedin leadership",
      request: {
        platform: "linkedin",
        contentType: "educational",
        topic: "Servant leadership at work",
        tone: "educational",
        notes: "From Sunday's sermon on John 13.",
      },
      expect: ["Sunday's sermon"],
    },
    {
      label: "testimony",
      request: {
        platform: "facebook",
        contentType: "testimony",
        topic: "Answered prayer",
        tone: "celebratory",
        notes: "Tom Becker found a new job after eight months of prayer.",
      },
      expect: ["Tom Becker"],
    },
    {
      label: "youth night",
      request: {
        platform: "instagram",
        contentType: "event-promotion",
        topic: "Youth worship night",
        tone: "celebratory",
        notes: "Friday, March 6 at 7pm in the youth room. Pizza and worship.",
      },
      expect: ["Friday, March 6 at 7pm", "the youth room"],
    },
    {
      label: "hope inspirational",
      request: {
        platform: "multi-platform",
        contentType: "inspirational",
        topic: "Hope in hard times",
        notes: "For families facing layoffs this month.",
      },
      expect: ["facing layoffs"],
    },
    {
      label: "baptism celebration",
      request: {
        platform: "facebook",
        contentType: "event-promotion",
        topic: "Baptism Sunday",
        tone: "celebratory",
        notes: "Sunday, June 8 at 10am at Lake Harmony beach. Seven people being baptised.",
      },
      expect: ["Sunday, June 8 at 10am", "Lake Harmony"],
    },
  ],
  meditation: [
    {
      label: "psalm 23 grief",
      request: {
        scripture: "Psalm 23",
        focus: "healing",
        notes: "For Dorothy Hughes, whose husband died in March.",
      },
      expect: ["Dorothy Hughes"],
    },
    {
      label: "romans 8 identity",
      request: {
        scripture: "Romans 8:14-17",
        focus: "identity",
        notes: "For the youth retreat at Camp Wildwood; many feel they do not belong.",
      },
      expect: ["do not belong"],
    },
    {
      label: "joshua leadership",
      request: {
        scripture: "Joshua 1:6-9",
        focus: "leadership",
        approach: "practical",
        notes: "For our new elders, James Park and Carlos Rivera, before their first meeting.",
      },
      expect: ["James Park"],
    },
    {
      label: "ephesians warfare",
      request: {
        scripture: "Ephesians 6:10-18",
        focus: "spiritual-warfare",
        depth: "advanced",
        notes: "For the prayer team meeting on Thursday at 7pm.",
      },
      expect: ["prayer team"],
    },
    {
      label: "matthew 11 rest",
      request: {
        scripture: "Matthew 11:28-30",
        focus: "personal-growth",
        notes: "For tired volunteers after the Christmas season.",
      },
      expect: ["tired volunteers"],
    },
    {
      label: "jeremiah purpose",
      request: {
        scripture: "Jeremiah 29:11-13",
        focus: "purpose",
        notes: "For graduating seniors: Emma, Noah and Ava.",
      },
      expect: ["Emma"],
    },
    {
      label: "isaiah 40 strength",
      request: {
        scripture: "Isaiah 40:28-31",
        focus: "healing",
        length: "comprehensive",
        notes: "For Rachel Kim, living with MS.",
      },
      expect: ["Rachel Kim"],
    },
    {
      label: "john 15 growth",
      request: {
        scripture: "John 15:1-8",
        focus: "personal-growth",
        approach: "theological",
        notes: "For the men's group on Saturday morning.",
      },
      expect: ["men's group"],
    },
    {
      label: "philippians peace",
      request: {
        scripture: "Philippians 4:6-7",
        focus: "healing",
        length: "brief",
        notes: "For families waiting on test results.",
      },
      expect: ["waiting on test results"],
    },
    {
      label: "1 peter calling",
      request: {
        scripture: "1 Peter 2:9-10",
        focus: "identity",
        approach: "devotional",
        notes: "For new members joining on Sunday, April 5.",
      },
      expect: ["new members"],
    },
  ],
};

/** A week's details any tool's notes can carry, for a tool with no requests of its own yet. */
const weekNotes =
  "Mention Grace Hall on Friday 7 March at 7 pm; ask people to call Ruth on 555-0142.";

/** The tool's realistic requests: its own ten, or its declaration's example with the week's notes. */
export function qualityRequestsOf(tool: WritingToolKey): QualityRequest[] {
  const own = qualityRequests[tool];
  if (own && own.length > 0) return own;
  const example = Object.fromEntries(
    Object.entries(writingTools[tool].example).map(([name, value]) => [name, String(value)]),
  );
  const hasNotes = writingTools[tool].fields.some((field) => field.name === "notes");
  return [
    {
      label: "the declaration's example",
      request: hasNotes ? { ...example, notes: weekNotes } : example,
      expect: hasNotes ? ["Grace Hall", "555-0142"] : [],
    },
  ];
}
