import { useLingui } from "@lingui/react";
import { validationDescriptor } from "../../shared/validation/messages";
import { translator } from "./translate";

/** Shows a shared schema's message (a descriptor id) in the current language. */
export function useTranslateError(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  const translate = translator(i18n);
  return (message) => {
    if (!message) return undefined;
    const descriptor = validationDescriptor(message);
    return descriptor ? translate(descriptor) : message;
  };
}
