/**
 * Hand-written evaluation set for one-word substitutions (issue 31), frozen before the checker
 * was changed for it: a preacher's slip of memory that puts a plausible word of the same field
 * for the verse's own (“I am come for thy prayers” for “… for thy words”, Daniel 10:12), which
 * must be caught; the same verses reworded with a true synonym (“they shall be consoled” for
 * “comforted”), which must not be red; and quotations labelled with one translation but worded
 * as another, which must not be red and must say whose wording it is. The verse is named in
 * the text; `translation` is the checker's setting. Read by substitutions.test.ts.
 */
export interface SubstitutionCase {
  kind: "misquote" | "synonym" | "mislabelled";
  osis: string;
  translation: "web" | "kjv";
  /** What was changed, for the report. */
  edit: string;
  text: string;
}

const m = (
  osis: string,
  translation: "web" | "kjv",
  edit: string,
  text: string,
): SubstitutionCase => ({ kind: "misquote", osis, translation, edit, text });
const s = (
  osis: string,
  translation: "web" | "kjv",
  edit: string,
  text: string,
): SubstitutionCase => ({ kind: "synonym", osis, translation, edit, text });
const l = (
  osis: string,
  translation: "web" | "kjv",
  edit: string,
  text: string,
): SubstitutionCase => ({ kind: "mislabelled", osis, translation, edit, text });

export const substitutionCases: SubstitutionCase[] = [
  // A plausible word of the same field for the verse's own: the verse says something else.
  m("Dan.10.12", "kjv", "words→prayers", "The angel said, “I am come for thy prayers” (Daniel 10:12)."),
  m("Ps.34.18", "kjv", "broken→proud", "“The LORD is nigh unto them that are of a proud heart” (Psalm 34:18)."),
  m("Ps.46.10", "web", "God→here", "The psalm says, “Be still, and know that I am here” (Psalm 46:10)."),
  m("Prov.15.1", "kjv", "wrath→friends", "Solomon wrote, “A soft answer turneth away friends” (Proverbs 15:1)."),
  m("Matt.5.4", "kjv", "comforted→rewarded", "“Blessed are they that mourn: for they shall be rewarded” (Matthew 5:4)."),
  m("Matt.5.8", "web", "God→heaven", "Jesus said, “Blessed are the pure in heart, for they shall see heaven” (Matthew 5:8)."),
  m("Matt.7.1", "kjv", "judged→punished", "Our Lord said, “Judge not, that ye be not punished” (Matthew 7:1)."),
  m("John.8.31", "kjv", "word→church", "“If ye continue in my church, then are ye my disciples indeed” (John 8:31)."),
  m("John.14.2", "kjv", "mansions→servants", "“In my Father's house are many servants” (John 14:2)."),
  m("Rom.10.17", "kjv", "word→law", "“So then faith cometh by hearing, and hearing by the law of God” (Romans 10:17)."),
  m("1Cor.16.13", "kjv", "faith→church", "Paul says, “Watch ye, stand fast in the church, quit you like men, be strong” (1 Corinthians 16:13)."),
  m("2Cor.9.7", "kjv", "cheerful→generous", "“God loveth a generous giver” (2 Corinthians 9:7)."),
  m("Gal.6.2", "web", "burdens→sins", "“Bear one another’s sins, and so fulfill the law of Christ” (Galatians 6:2)."),
  m("Eph.4.26", "kjv", "wrath→sins", "“Be ye angry, and sin not: let not the sun go down upon your sins” (Ephesians 4:26)."),
  m("Col.3.13", "web", "forgave→loved", "“Even as Christ loved you, so you also do” (Colossians 3:13)."),
  m("Heb.10.24", "kjv", "works→words", "“And let us consider one another to provoke unto love and to good words” (Hebrews 10:24)."),
  m("Jas.1.19", "kjv", "wrath→judge", "James says, “let every man be swift to hear, slow to speak, slow to judge” (James 1:19)."),
  m("Jas.4.8", "kjv", "hands→hearts", "“Draw nigh to God, and he will draw nigh to you. Cleanse your hearts, ye sinners” (James 4:8)."),
  m("1Pet.4.8", "kjv", "sins→debts", "“For charity shall cover the multitude of debts” (1 Peter 4:8)."),
  m("1John.4.18", "kjv", "love→faith", "John tells us, “There is no fear in faith; but perfect love casteth out fear” (1 John 4:18)."),
  m("Ps.30.5", "kjv", "morning→evening", "“Weeping may endure for a night, but joy cometh in the evening” (Psalm 30:5)."),
  m("Ps.37.5", "kjv", "pass→light", "“Commit thy way unto the LORD; trust also in him; and he shall bring it to light” (Psalm 37:5)."),
  m("Ps.90.12", "kjv", "wisdom→righteousness", "Moses prayed, “So teach us to number our days, that we may apply our hearts unto righteousness” (Psalm 90:12)."),
  m("Ps.100.4", "kjv", "praise→offerings", "“Enter into his gates with thanksgiving, and into his courts with offerings” (Psalm 100:4)."),
  m("Ps.103.2", "kjv", "benefits→commandments", "“Bless the LORD, O my soul, and forget not all his commandments” (Psalm 103:2)."),
  m("Prov.17.17", "kjv", "adversity→prosperity", "“A friend loveth at all times, and a brother is born for prosperity” (Proverbs 17:17)."),
  m("Isa.12.2", "kjv", "afraid→ashamed", "“Behold, God is my salvation; I will trust, and not be ashamed” (Isaiah 12:2)."),
  m("Mic.7.18", "kjv", "mercy→justice", "“He retaineth not his anger for ever, because he delighteth in justice” (Micah 7:18)."),
  m("Matt.6.19", "web", "steal→kill", "“Don’t lay up treasures for yourselves on the earth, where moth and rust consume, and where thieves break through and kill” (Matthew 6:19)."),
  m("Isa.40.29", "kjv", "faint→faithful", "“He giveth power to the faithful; and to them that have no might he increaseth strength” (Isaiah 40:29)."),
  m("John.14.1", "kjv", "troubled→hardened", "“Let not your heart be hardened: ye believe in God, believe also in me” (John 14:1)."),
  m("Rom.5.1", "kjv", "faith→works", "“Therefore being justified by works, we have peace with God through our Lord Jesus Christ” (Romans 5:1)."),
  m("Matt.5.6", "web", "filled→rewarded", "“Blessed are those who hunger and thirst after righteousness, for they shall be rewarded” (Matthew 5:6)."),
  m("Ps.27.14", "kjv", "strengthen→search", "“Wait on the LORD: be of good courage, and he shall search thine heart” (Psalm 27:14)."),
  m("Hab.3.17", "kjv", "vines→fields", "“Although the fig tree shall not blossom, neither shall fruit be in the fields” (Habakkuk 3:17)."),
  m("Phil.4.8", "kjv", "think→pray", "“If there be any virtue, and if there be any praise, pray on these things” (Philippians 4:8)."),

  m("Dan.10.12", "kjv", "words→prayers (short, modernised)", "As the angel told Daniel, “I came for thy prayers” (Daniel 10:12)."),
  m("Ps.30.5", "kjv", "morning→evening (short, modernised)", "“Joy comes in the evening” (Psalm 30:5)."),
  m("Rom.10.17", "kjv", "hearing→reading (short, modernised)", "“Faith comes by reading” (Romans 10:17)."),
  m("2Cor.9.7", "kjv", "cheerful→generous (short, modernised)", "“God loves a generous giver” (2 Corinthians 9:7)."),
  m("Isa.40.29", "kjv", "faint→faithful (short, modernised)", "“He gives power to the faithful” (Isaiah 40:29)."),
  m("Ps.46.10", "web", "God→near (short)", "“Be still and know that I am near” (Psalm 46:10)."),

  // The same verses reworded with a true synonym: a faithful paraphrase, not red.
  s("Ps.37.19", "kjv", "be satisfied→have enough", "“They shall not be ashamed in the evil time: and in the days of famine they shall have enough” (Psalm 37:19)."),
  s("Matt.5.4", "kjv", "comforted→consoled", "“Blessed are they that mourn: for they shall be consoled” (Matthew 5:4)."),
  s("Matt.5.6", "kjv", "filled→satisfied", "“Blessed are they which do hunger and thirst after righteousness: for they shall be satisfied” (Matthew 5:6)."),
  s("Ps.34.18", "kjv", "contrite→penitent", "“The LORD is nigh unto them that are of a broken heart; and saveth such as be of a penitent spirit” (Psalm 34:18)."),
  s("Prov.15.1", "web", "wrath→anger", "“A gentle answer turns away anger, but a harsh word stirs up anger” (Proverbs 15:1)."),
  s("Isa.40.29", "web", "power→strength", "“He gives strength to the weak” (Isaiah 40:29)."),
  s("John.14.1", "web", "troubled→disturbed", "“Don’t let your heart be disturbed. Believe in God. Believe also in me” (John 14:1)."),
  s("John.14.2", "kjv", "mansions→dwellings", "“In my Father's house are many dwellings: if it were not so, I would have told you” (John 14:2)."),
  s("1Cor.16.13", "web", "courageous→brave", "“Watch! Stand firm in the faith! Be brave! Be strong!” (1 Corinthians 16:13)."),
  s("2Cor.9.7", "web", "cheerful→joyful", "“God loves a joyful giver” (2 Corinthians 9:7)."),
  s("Gal.6.2", "web", "burdens→loads", "“Bear one another’s loads, and so fulfill the law of Christ” (Galatians 6:2)."),
  s("Eph.4.26", "web", "wrath→anger", "“Be angry, and don’t sin.” Don’t let the sun go down on your anger (Ephesians 4:26)."),
  s("Heb.10.24", "web", "provoke→stir up", "“Let’s consider how to stir up one another to love and good works” (Hebrews 10:24)."),
  s("Jas.1.19", "web", "swift→quick", "“Let every man be quick to hear, slow to speak, and slow to anger” (James 1:19)."),
  s("1Pet.4.8", "web", "earnest→fervent", "“And above all things be fervent in your love among yourselves, for love covers a multitude of sins” (1 Peter 4:8)."),
  s("1John.4.18", "web", "casts out→banishes", "“There is no fear in love; but perfect love banishes fear, because fear has punishment” (1 John 4:18)."),
  s("Ps.30.5", "web", "stay→last", "“Weeping may last for the night, but joy comes in the morning” (Psalm 30:5)."),
  s("Ps.90.12", "web", "gain→get", "“So teach us to count our days, that we may get a heart of wisdom” (Psalm 90:12)."),
  s("Ps.100.4", "web", "bless→praise", "“Enter into his gates with thanksgiving, and into his courts with praise. Give thanks to him, and praise his name” (Psalm 100:4)."),
  s("Ps.103.2", "web", "benefits→kindnesses", "“Praise Yahweh, my soul, and don’t forget all his kindnesses” (Psalm 103:2)."),
  s("Prov.17.17", "web", "adversity→trouble", "“A friend loves at all times; and a brother is born for trouble” (Proverbs 17:17)."),
  s("Isa.12.2", "web", "afraid→frightened", "“Behold, God is my salvation. I will trust, and will not be frightened” (Isaiah 12:2)."),
  s("Mic.7.18", "kjv", "retaineth→keepeth", "“He keepeth not his anger for ever, because he delighteth in mercy” (Micah 7:18)."),
  s("Matt.6.19", "web", "lay up→gather", "“Don’t gather treasures for yourselves on the earth, where moth and rust consume” (Matthew 6:19)."),
  s("Jas.4.8", "web", "draw→come", "“Come near to God, and he will come near to you” (James 4:8)."),
  s("Col.3.13", "web", "forgiving→pardoning", "“Bearing with one another, and pardoning each other, if any man has a complaint against any” (Colossians 3:13)."),
  s("Ps.46.10", "kjv", "heathen→nations", "“Be still, and know that I am God: I will be exalted among the nations” (Psalm 46:10)."),
  s("Ps.27.14", "kjv", "strengthen→fortify", "“Wait on the LORD: be of good courage, and he shall fortify thine heart” (Psalm 27:14)."),
  s("Dan.10.12", "kjv", "for→because of", "“Thy words were heard, and I am come because of thy words” (Daniel 10:12)."),
  s("John.8.31", "web", "remain→abide", "“If you abide in my word, then you are truly my disciples” (John 8:31)."),
  s("Phil.4.8", "kjv", "think on→consider", "“If there be any virtue, and if there be any praise, consider these things” (Philippians 4:8)."),
  s("Hab.3.17", "web", "flourish→bloom", "“For though the fig tree doesn’t bloom, nor fruit be in the vines” (Habakkuk 3:17)."),

  s("Matt.5.4", "web", "comforted→consoled (short)", "“Blessed are those who mourn, for they shall be consoled” (Matthew 5:4)."),
  s("Ps.30.5", "web", "comes→arrives (short)", "“Joy arrives in the morning” (Psalm 30:5)."),
  s("2Cor.9.7", "kjv", "cheerful→glad (short, modernised)", "“God loves a glad giver” (2 Corinthians 9:7)."),
  s("Rom.10.17", "web", "hearing→listening (short)", "“Faith comes by listening” (Romans 10:17)."),
  s("Isa.40.29", "kjv", "faint→weary (short, modernised)", "“He gives power to the weary” (Isaiah 40:29)."),

  // Labelled with one translation, worded as another: not red, and the report says so.
  l("Phil.4.6", "web", "BSB wording labelled KJV", "“Be anxious for nothing, but in everything, by prayer and petition, with thanksgiving, present your requests to God” (Philippians 4:6, KJV)."),
  l("Prov.3.5", "kjv", "NIV-like wording labelled KJV", "“Trust in the Lord with all your heart and lean not on your own understanding” (Proverbs 3:5, KJV)."),
  l("Ps.23.1", "kjv", "WEB wording labelled KJV", "“Yahweh is my shepherd: I shall lack nothing” (Psalm 23:1 KJV)."),
  l("John.3.16", "kjv", "BSB wording labelled KJV", "“For God so loved the world that He gave His one and only Son, that everyone who believes in Him shall not perish but have eternal life” (John 3:16, KJV)."),
  l("Isa.41.10", "kjv", "NIV-like wording labelled KJV", "“So do not fear, for I am with you; do not be dismayed, for I am your God” (Isaiah 41:10, KJV)."),
  l("Matt.11.28", "web", "NIV-like wording labelled KJV", "“Come to me, all you who are weary and burdened, and I will give you rest” (Matthew 11:28, KJV)."),
  l("Rom.12.2", "kjv", "WEB wording labelled KJV", "“Don’t be conformed to this world, but be transformed by the renewing of your mind” (Romans 12:2 KJV)."),
  l("Heb.11.1", "kjv", "BSB wording labelled KJV", "“Now faith is the assurance of what we hope for and the certainty of what we do not see” (Hebrews 11:1, KJV)."),
  l("Ps.46.1", "web", "NIV-like wording labelled KJV", "“God is our refuge and strength, an ever-present help in trouble” (Psalm 46:1, KJV)."),
  l("Jas.1.5", "kjv", "NIV-like wording labelled WEB", "“If any of you lacks wisdom, you should ask God, who gives generously to all without finding fault, and it will be given to you” (James 1:5, WEB)."),
  l("1Pet.5.7", "kjv", "NIV-like wording labelled KJV", "“Cast all your anxiety on him because he cares for you” (1 Peter 5:7, KJV)."),
  l("Matt.6.33", "kjv", "BSB wording labelled KJV", "“But seek first the kingdom of God and His righteousness, and all these things will be added unto you” (Matthew 6:33, KJV)."),
]; // prettier-ignore
