import { section } from "./field";
import { address, price } from "./shared-fields";

/** An event: when and where, and the ticket's price. */
export const afisha = section({
  fields: {
    starts_at: {
      kind: "datetime",
      label: /*i18n*/ { id: "event.starts_at", message: "Начало" },
      factLabel: /*i18n*/ { id: "event.starts_at.fact", message: "Когда" },
      required: true,
      zone: "place",
    },
    ends_at: { kind: "datetime", label: /*i18n*/ { id: "event.ends_at", message: "Окончание" }, zone: "place" },
    venue: { kind: "text", label: /*i18n*/ { id: "event.venue", message: "Место" }, max: 200, required: true },
    address,
    price: {
      ...price,
      label: /*i18n*/ { id: "event.price", message: "Билет, $" },
      factLabel: /*i18n*/ { id: "event.price.fact", message: "Билет" },
      hint: /*i18n*/ { id: "event.price.hint", message: "0 — вход свободный" },
      zero: /*i18n*/ { id: "event.price.zero", message: "бесплатно" },
    },
  },
  facts: [
    "starts_at",
    {
      label: /*i18n*/ { id: "event.place", message: "Где" },
      show: (fields, { text }) => [text(fields.venue), text(fields.address)].filter(Boolean).join(", "),
    },
    "price",
  ],
  rules: [{ field: "ends_at", atLeast: "starts_at", message: "endsBeforeStart" }],
  price: { amount: "price" },
  schemaOrg: { type: "Event", startDate: "starts_at", endDate: "ends_at", venue: "venue", address: "address" },
});
