import type { SessionUser } from "../../../shared/contract/main-config";
import type { FormKind, PostEdit } from "../../../shared/contract/post-form";
import { COUNTRIES, DEFAULT_DIAL, applyMask } from "../../../shared/countries";
import { htmlToText } from "../../lib/content-html";
import { initialFields } from "./fields/useKindFields";
import type { PostFormValues } from "../../lib/post-form-values";

/** An E.164 number split into the form's dial code and masked national part. */
function splitPhone(e164: string | null | undefined): { country_code: string; phone: string } {
  if (!e164) return { country_code: DEFAULT_DIAL, phone: "" };
  const country = [...COUNTRIES]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((item) => e164.startsWith(item.dial));
  if (!country) return { country_code: DEFAULT_DIAL, phone: "" };
  return { country_code: country.dial, phone: applyMask(e164.slice(country.dial.length), country.mask) };
}

/** A new ad: the user's own contacts filled in, the kind's defaults for its fields. */
export function newPostValues(kind: FormKind, user: SessionUser | null, locationId: number | null): PostFormValues {
  return {
    kind,
    origin: "website",
    title: "",
    content: "",
    categoryIds: [],
    locationIds: locationId === null ? [] : [locationId],
    contact: {
      ...splitPhone(user?.phone),
      email: user?.email ?? "",
      contact_person: user?.name ?? "",
      instagram: "",
      whatsapp: "",
      web_site: "",
      telegram: "",
      company_name: "",
      address: "",
    },
    photos: [],
    fields: initialFields(kind),
  };
}

/** The author's ad as the form holds it. */
export function editValues(post: PostEdit): PostFormValues {
  return {
    kind: post.kind,
    origin: "website",
    title: post.title,
    content: htmlToText(post.content),
    categoryIds: post.categoryIds,
    locationIds: post.locationIds,
    contact: post.contact,
    photos: post.photos.map((photo) => photo.id),
    fields: { ...initialFields(post.kind), ...post.fields },
  };
}
