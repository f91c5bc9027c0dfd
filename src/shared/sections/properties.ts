import { section } from "./field";
import { deal, price } from "./shared-fields";

/** The kinds of property, each with its listing page (/properties/type/{property_type}). */
export const PROPERTY_TYPES = ["apartment", "house", "townhouse", "room", "commercial", "land"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A property to rent or buy (form property), or a request to find one (form property-find). */
export const properties = section({
  fields: {
    property_type: {
      kind: "choice",
      label: /*i18n*/ { id: "property.property_type", message: "Тип недвижимости" },
      options: {
        apartment: /*i18n*/ { id: "property.property_type.apartment", message: "Квартира" },
        house: /*i18n*/ { id: "property.property_type.house", message: "Дом" },
        townhouse: /*i18n*/ { id: "property.property_type.townhouse", message: "Таунхаус" },
        room: /*i18n*/ { id: "property.property_type.room", message: "Комната" },
        commercial: /*i18n*/ { id: "property.property_type.commercial", message: "Коммерческая" },
        land: /*i18n*/ { id: "property.property_type.land", message: "Участок" },
      } satisfies Record<PropertyType, unknown>,
      required: true,
      initial: "apartment",
      filter: {
        label: /*i18n*/ { id: "property.property_type.filter", message: "Тип жилья" },
        any: /*i18n*/ { id: "filter.any", message: "Любой" },
      },
    },
    deal: { ...deal, initial: "rent" },
    price,
    bedrooms: {
      kind: "number",
      label: /*i18n*/ { id: "property.bedrooms", message: "Спальни" },
      min: 0,
      max: 50,
      integer: true,
    },
    bathrooms: {
      kind: "number",
      label: /*i18n*/ { id: "property.bathrooms", message: "Ванные" },
      min: 0,
      max: 50,
      step: 0.5,
    },
    area_sqft: {
      kind: "number",
      label: /*i18n*/ { id: "property.area_sqft", message: "Площадь, кв. футов" },
      factLabel: /*i18n*/ { id: "property.area_sqft.fact", message: "Площадь" },
      min: 0,
      max: 10_000_000,
      integer: true,
      unit: "sqft",
    },
    pets: {
      kind: "text",
      label: /*i18n*/ { id: "property.pets", message: "Животные" },
      max: 200,
      hint: /*i18n*/ { id: "property.pets.hint", message: "Например: можно с кошкой" },
    },
    find: {
      kind: "yes-no",
      label: /*i18n*/ { id: "property.find", message: "Ищу жильё" },
      yes: /*i18n*/ { id: "property.find.yes", message: "Ищу" },
      no: /*i18n*/ { id: "property.find.no", message: "Предлагаю" },
      hidden: true,
    },
  },
  facts: [
    {
      label: /*i18n*/ { id: "property.kind", message: "Тип" },
      show: (fields, { option }) =>
        [option("property_type", fields.property_type), option("deal", fields.deal)].join(", "),
    },
    "price",
    "bedrooms",
    "bathrooms",
    "area_sqft",
    "pets",
  ],
  price: { amount: "price", perRent: "month" },
  schemaOrg: { type: "RealEstateListing", deal: "deal" },
});
