/** Hand-written inputs of injected.json (build-injected.ts). */
export interface InjectedCase {
  /** "misquote": must be caught (red); "control": must not be red. */
  kind: "misquote" | "control";
  /** How the quotation was made from the verse. */
  edit: string;
  osis: string;
  /** The translation the checker is set to. */
  translation: "web" | "kjv" | "bsb";
  text: string;
}

/** The verse's promise swapped for another one (written by hand from the WEB text). */
export const promiseSwaps: Array<{ osis: string; quote: string }> = [
  { osis: "John.3.16", quote: "For God so loved the world, that he gave his only born Son, that whoever believes in him should be rich and have eternal life" },
  { osis: "Phil.4.19", quote: "My God will supply every need of yours according to his riches in glory in Christ Jesus, and every want besides" },
  { osis: "Jer.29.11", quote: "For I know the thoughts that I think toward you, says Yahweh, thoughts of wealth, and not of hardship, to give you fame and fortune" },
  { osis: "Matt.7.7", quote: "Ask, and it will be given you. Seek, and you will find. Knock, and you will be rich" },
  { osis: "Isa.40.31", quote: "But those who wait for Yahweh will renew their wealth" },
  { osis: "Rom.8.28", quote: "We know that all things work together for good for everyone" },
  { osis: "1John.1.9", quote: "If we confess our sins, he is faithful and righteous to forgive us the sins and to make us prosper" },
  { osis: "Prov.22.6", quote: "Train up a child in the way he should go, and when he is old he will be famous" },
  { osis: "Matt.6.33", quote: "But seek first God’s Kingdom and his righteousness; and all your wishes will be granted" },
  { osis: "Ps.37.4", quote: "Also delight yourself in Yahweh, and he will give you everything you want" },
  { osis: "Mal.3.10", quote: "Bring the whole tithe into the storehouse, that there may be food in my house, and I will make you wealthy" },
  { osis: "John.10.10", quote: "I came that they may have riches, and may have them abundantly" },
]; // prettier-ignore

/**
 * The team's own renderings in the manner of the NIV and ESV (written by hand for this set, not
 * copied from those translations): modern wording of the same verse, nothing changed in meaning.
 */
export const handParaphrases: Array<{ osis: string; quote: string }> = [
  { osis: "Ps.23.4", quote: "Even though I walk through the darkest valley, I will fear no evil, for you are with me; your rod and your staff, they comfort me" },
  { osis: "Ps.23.1", quote: "The Lord is my shepherd, I lack nothing" },
  { osis: "Prov.3.5", quote: "Trust in the Lord with all your heart and lean not on your own understanding" },
  { osis: "Isa.41.10", quote: "So do not fear, for I am with you; do not be dismayed, for I am your God" },
  { osis: "Josh.1.9", quote: "Have I not commanded you? Be strong and courageous. Do not be afraid; do not be discouraged, for the Lord your God will be with you wherever you go" },
  { osis: "Matt.11.28", quote: "Come to me, all you who are weary and burdened, and I will give you rest" },
  { osis: "Rom.12.2", quote: "Do not conform to the pattern of this world, but be transformed by the renewing of your mind" },
  { osis: "2Cor.5.17", quote: "Therefore, if anyone is in Christ, the new creation has come: the old has gone, the new is here" },
  { osis: "Heb.11.1", quote: "Now faith is confidence in what we hope for and assurance about what we do not see" },
  { osis: "Eph.2.8", quote: "For it is by grace you have been saved, through faith, and this is not from yourselves, it is the gift of God" },
  { osis: "1Pet.5.7", quote: "Cast all your anxiety on him because he cares for you" },
  { osis: "Matt.6.33", quote: "But seek first his kingdom and his righteousness, and all these things will be given to you as well" },
  { osis: "Rom.6.23", quote: "For the wages of sin is death, but the gift of God is eternal life in Christ Jesus our Lord" },
  { osis: "2Tim.1.7", quote: "For God gave us a spirit not of fear but of power and love and self-control" },
  { osis: "Phil.4.6", quote: "Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God" },
  { osis: "John.15.5", quote: "I am the vine; you are the branches. If you remain in me and I in you, you will bear much fruit; apart from me you can do nothing" },
  { osis: "Ps.46.1", quote: "God is our refuge and strength, an ever-present help in trouble" },
  { osis: "Isa.40.31", quote: "But those who hope in the Lord will renew their strength. They will soar on wings like eagles" },
  { osis: "Jas.1.5", quote: "If any of you lacks wisdom, you should ask God, who gives generously to all without finding fault, and it will be given to you" },
  { osis: "Heb.13.5", quote: "Keep your lives free from the love of money and be content with what you have, because God has said, Never will I leave you; never will I forsake you" },
  { osis: "1Cor.10.13", quote: "No temptation has overtaken you except what is common to mankind. And God is faithful; he will not let you be tempted beyond what you can bear" },
  { osis: "Gal.6.9", quote: "Let us not become weary in doing good, for at the proper time we will reap a harvest if we do not give up" },
  { osis: "John.14.27", quote: "Peace I leave with you; my peace I give you. I do not give to you as the world gives. Do not let your hearts be troubled and do not be afraid" },
  { osis: "Ps.119.105", quote: "Your word is a lamp for my feet, a light on my path" },
  { osis: "Lam.3.22", quote: "Because of the Lord’s great love we are not consumed, for his compassions never fail" },
]; // prettier-ignore
