interface LectionaryDay {
  date: string;
  lectionaryYear: string;
  lectionaryShortName: string;
  lectionaryLongName: string;
}
/** The lectionary days of a year, or of one month (0 = January). */
export default function lectionary(year: number, month?: number): LectionaryDay[];
