/** Longer text is no amount: refused before any pattern reads it. */
const MAX_TYPED = 32;
/** Spaces of every width, and the apostrophe some write between thousands (2'300). */
const GROUPING_GAPS = /[\s\u00a0\u2009\u202f']/g;
/** The currency as people add it: "$2300", "2300 $", "2300 USD", "US$ 2300". */
const CURRENCY = /^(?:us\$|\$|usd)|(?:\$|usd)$/gi;
const THOUSANDS = (separator: "," | ".") => new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})+$`);

/**
 * An amount of dollars as people type it: "2 300", "2,300", "$2300", "2300.50", "2.300,50", "2,5".
 * A comma before exactly three-digit groups separates thousands, otherwise it is the decimal mark;
 * with both marks the last one is decimal. Null when nothing is typed, NaN when it is no amount
 * ("две тысячи", "-5", "1,2,3"), so the field's schema answers with its "Введите число".
 */
export function parseAmount(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === "") return null;
  if (trimmed.length > MAX_TYPED) return Number.NaN;
  const bare = trimmed.replace(GROUPING_GAPS, "").replace(CURRENCY, "");
  if (!/^\d[\d.,]*$/.test(bare) || /[.,]$/.test(bare)) return Number.NaN;
  const plain = normalised(bare);
  return plain === "" ? Number.NaN : Number(plain);
}

/** "2,300.50" → "2300.50": the digits with a dot for the decimal mark, or "" when the marks make no sense. */
function normalised(bare: string): string {
  const lastComma = bare.lastIndexOf(",");
  const lastDot = bare.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const grouping = decimal === "," ? "." : ",";
    const [whole = "", fraction = ""] = bare.split(decimal);
    if (bare.split(decimal).length !== 2 || !THOUSANDS(grouping).test(whole) || !/^\d+$/.test(fraction)) return "";
    return `${whole.split(grouping).join("")}.${fraction}`;
  }
  for (const mark of [",", "."] as const) {
    if (!bare.includes(mark)) continue;
    if (THOUSANDS(mark).test(bare) && (mark === "," || bare.split(mark).length > 2)) return bare.split(mark).join("");
    return bare.split(mark).length === 2 ? bare.replace(mark, ".") : "";
  }
  return bare;
}
