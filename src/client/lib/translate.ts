import type { I18n } from "@lingui/core";
import type { Translate } from "../../shared/head";

/** Translates the shared descriptors (route titles, head texts) with the active catalog. */
export function translator(i18n: I18n): Translate {
  return (descriptor, values) => i18n._(descriptor.id, values, { message: descriptor.message });
}
