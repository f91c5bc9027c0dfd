import { section } from "./field";
import { address } from "./shared-fields";

/** A business offering its services. */
export const business = section({
  fields: {
    company: {
      kind: "text",
      label: /*i18n*/ { id: "business.company", message: "Компания" },
      max: 200,
      required: true,
    },
    services: {
      kind: "words",
      label: /*i18n*/ { id: "business.services", message: "Услуги" },
      itemMax: 80,
      hint: /*i18n*/ { id: "comma-separated", message: "Через запятую" },
    },
    hours: { kind: "text", label: /*i18n*/ { id: "business.hours", message: "Часы работы" }, max: 200 },
    address,
  },
  facts: ["company", "services", "hours", "address"],
});
