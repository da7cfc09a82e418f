import type { Author } from "../../../../server/generation/pipeline-types";

/**
 * Three manuscripts written for reading whole packs as a pastor would (docs/evaluation/
 * week-pack-verdicts.md): a real passage, names, a private pastoral detail marked and one not,
 * and an event the pastor types in "This week's details".
 */
export interface Reading {
  file: string;
  /** What the pastor types in "This week's details". */
  details: string;
  author: Author;
  /** Private sentences planted in the manuscript: none may reach a piece. */
  private: string[];
  /** The event's facts, each of which the email and the posts must carry. */
  event: string[];
  /** The verse a pastor would have the children learn: the passage's key verse on the sermon's point. */
  memoryVerse: string;
}

export const readings: Reading[] = [
  {
    file: "samaritan-luke-10.txt",
    details:
      "Food pantry volunteer day: Saturday, March 14, 9:00 am to noon, in the fellowship hall. Bring canned goods; sign up with Ana Ruiz at ana@gracechurch.org.",
    author: {
      name: "Pastor James Cole",
      church: "Grace Community Church",
      role: "Lead Pastor",
      emailSignature: "",
    },
    private: [
      "Pray with Marisol after the service; the deportation hearing is on the ninth and she is terrified.",
      "(pulpit only: the Hendersons' son is the one who was mugged on Fifth Street; do not tell that story)",
    ],
    event: ["Saturday, March 14", "9:00 am", "fellowship hall"],
    memoryVerse: "Luke 10:37",
  },
  {
    file: "anxious-matthew-6.txt",
    details:
      "Financial peace class starts Thursday, March 12, at 7 pm in Room 204. Childcare provided.",
    author: {
      name: "Pastor Ruth Okafor",
      church: "Hope Fellowship",
      role: "Senior Pastor",
      emailSignature: "",
    },
    private: [
      "Kevin and Dana's foreclosure goes through on Friday, and they have not told their parents yet.",
      "[Note to self: don't look at the Alvarez family during this point, they lost the house last spring]",
    ],
    event: ["Thursday, March 12", "7 pm", "Room 204"],
    memoryVerse: "Matthew 6:33",
  },
  {
    file: "eagles-isaiah-40.txt",
    details:
      "Night of prayer: Friday, March 13, 7 to 9 pm in the sanctuary. Come for ten minutes or stay all evening.",
    author: {
      name: "Pastor Daniel Kim",
      church: "Riverside Church",
      role: "Pastor",
      emailSignature: "",
    },
    private: [
      "Visit Lorraine Betts at Mercy General on Tuesday; the stroke took her speech and her daughter is not coping.",
      "Remember to mention Tom Becker's recovery only if he is in the room.",
    ],
    event: ["Friday, March 13", "7 to 9 pm", "sanctuary"],
    memoryVerse: "Isaiah 40:31",
  },
  {
    // A real manuscript: C. H. Spurgeon, No. 1877, "Our Own Dear Shepherd" (public domain; see
    // tests/unit/week-pack/manuscripts/PROVENANCE.md), with four notes planted in it.
    file: "spurgeon-good-shepherd.txt",
    details:
      "Good Shepherd Sunday lunch: Sunday, April 21, at 12:30 pm in the church hall. Bring a dish to share; questions to the office at office@stmarks.org.",
    author: {
      name: "Rev. Anne Whitfield",
      church: "St Mark's Church",
      role: "Vicar",
      emailSignature: "",
    },
    private: [
      "Pulpit only: the Okonkwo family lost their baby on Tuesday; do not use the lambs illustration if they are in the service.",
      "Tell them about my trip to the sheep farm in the hills last spring.",
      "Pray with Harriet Lowe after the service; her son stopped coming to church after the divorce.",
      "(pause)",
    ],
    event: ["Sunday, April 21", "12:30 pm", "church hall", "office@stmarks.org"],
    memoryVerse: "John 10:14",
  },
];
