import type { Block, Inline } from "./contract/info-pages";

/** One question of a FAQ document: its `###` heading and the blocks up to the next heading. */
interface FaqQuestion {
  id: string;
  question: string;
  answer: Block[];
}

/** A `##` group of questions; the blocks before the first `###` are the group's own introduction. */
export interface FaqGroup {
  id: string;
  title: string;
  intro: Block[];
  questions: FaqQuestion[];
}

/**
 * A FAQ document read as groups of questions: `##` opens a group, `###` a question, everything else is the
 * answer of the question above it. Blocks before the first group are the page's introduction.
 */
export function faqOf(blocks: readonly Block[]): { intro: Block[]; groups: FaqGroup[] } {
  const intro: Block[] = [];
  const groups: FaqGroup[] = [];
  for (const block of blocks) {
    const group = groups.at(-1);
    if (block.type === "heading" && block.level === 2) {
      groups.push({ id: block.id, title: block.text, intro: [], questions: [] });
    } else if (block.type === "heading" && group) {
      group.questions.push({ id: block.id, question: block.text, answer: [] });
    } else if (!group) {
      intro.push(block);
    } else {
      const question = group.questions.at(-1);
      if (question) question.answer.push(block);
      else group.intro.push(block);
    }
  }
  return { intro, groups };
}

const inlineText = (inlines: readonly Inline[]): string => inlines.map((inline) => inline.text).join("");

/** A block's words as plain text (a list's items on their own lines): for search and structured data. */
function textOfBlock(block: Block): string {
  switch (block.type) {
    case "heading":
      return block.text;
    case "paragraph":
      return inlineText(block.inlines);
    case "list":
      return block.items.map(inlineText).join("\n");
    case "image":
      return block.alt;
  }
}

export const textOfBlocks = (blocks: readonly Block[]): string => blocks.map(textOfBlock).join("\n");

/** Text as a search compares it: lower case, «ё» as «е», spaces folded (people type «еще» for «ещё»). */
export const searchable = (text: string): string => text.toLowerCase().replace(/ё/g, "е").replace(/\s+/g, " ").trim();
