import type { ContactInput, FormKind } from "../../shared/contract/post-form";

/**
 * The values every ad form holds. Each kind's own fields are checked by its schema
 * (contract/post-form.ts); the form keeps them as a loose record so one component serves all kinds.
 */
export interface PostFormValues {
  kind: FormKind;
  origin: "website";
  title: string;
  /** Plain text with blank lines between paragraphs; sent as HTML (see content-html.ts). */
  content: string;
  categoryIds: number[];
  locationIds: number[];
  contact: ContactInput;
  photos: number[];
  fields: Record<string, unknown>;
}
