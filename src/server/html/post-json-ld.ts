import { POST_FIELDS } from "../../shared/contract/post-fields";
import { isSectionSlug } from "../../shared/contract/slugs";
import { SECTIONS, type PriceDecl } from "../../shared/sections";
import { carName } from "../../shared/sections/rent-sale";
import { SITE_NAME, type JsonLd } from "./json-ld";

export interface PostLdFacts {
  section: string;
  title: string;
  excerpt: string;
  url: string;
  createdAt: Date;
  updatedAt: Date;
  fields: Record<string, unknown>;
  companyName: string | null;
  place: { name: string; region: string | null } | null;
  languageTag: string;
}

const UNIT: Readonly<Record<string, string>> = { hour: "HOUR", week: "WEEK", month: "MONTH", year: "YEAR" };
const DAY_MS = 86_400_000;

function address(place: PostLdFacts["place"]): JsonLd | undefined {
  return place
    ? {
        "@type": "PostalAddress",
        addressLocality: place.name,
        ...(place.region ? { addressRegion: place.region } : {}),
        addressCountry: "US",
      }
    : undefined;
}

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** A job's pay from the fields its section names as its price (an hourly range, a week's pay). */
function salary(fields: Record<string, unknown>, price: PriceDecl | undefined): JsonLd | undefined {
  if (!price) return undefined;
  const min = num(fields[price.amount]);
  const max = price.to ? num(fields[price.to]) : undefined;
  if (!min && !max) return undefined;
  const period = price.period ? str(fields[price.period]) : price.per;
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: {
      "@type": "QuantitativeValue",
      ...(min !== undefined ? { minValue: min } : {}),
      ...(max !== undefined ? { maxValue: max } : {}),
      unitText: (period && UNIT[period]) ?? "HOUR",
    },
  };
}

/**
 * The schema.org type of a post and the fields that fill it, as its section declares them (schemaOrg):
 * JobPosting for jobs and driver jobs, RealEstateListing for real estate, an Offer of a Car for the auto
 * market, Event for the afisha, NewsArticle or BlogPosting for articles. Sections declaring none (CVs,
 * dating, services, feed) get none. Fields the stored schema refuses give no facts.
 */
export function postLd(post: PostLdFacts): JsonLd | null {
  if (!isSectionSlug(post.section)) return null;
  const section = SECTIONS[post.section];
  const declared = section.schemaOrg;
  if (!declared) return null;
  const parsed = POST_FIELDS[post.section].safeParse(post.fields);
  const fields = parsed.success ? parsed.data : null;
  const base = { "@context": "https://schema.org", url: post.url, inLanguage: post.languageTag };
  const posted = post.createdAt.toISOString();
  const amount = fields && section.price ? num(fields[section.price.amount]) : undefined;
  switch (declared.type) {
    case "JobPosting": {
      const pay = fields ? salary(fields, section.price) : undefined;
      const employment = declared.employmentType;
      const kind = employment && fields ? str(fields[employment.field]) : undefined;
      return {
        ...base,
        "@type": "JobPosting",
        title: post.title,
        description: post.excerpt,
        datePosted: posted,
        validThrough: new Date(post.updatedAt.getTime() + 60 * DAY_MS).toISOString(),
        employmentType: (kind && employment?.values[kind]) ?? "FULL_TIME",
        hiringOrganization: { "@type": "Organization", name: post.companyName ?? SITE_NAME },
        ...(post.place ? { jobLocation: { "@type": "Place", address: address(post.place) } } : {}),
        ...(pay ? { baseSalary: pay } : {}),
      };
    }
    case "RealEstateListing":
      return {
        ...base,
        "@type": "RealEstateListing",
        name: post.title,
        description: post.excerpt,
        datePosted: posted,
        ...(fields && amount
          ? {
              offers: {
                "@type": "Offer",
                price: amount,
                priceCurrency: "USD",
                businessFunction:
                  fields[declared.deal] === "rent"
                    ? "http://purl.org/goodrelations/v1#LeaseOut"
                    : "http://purl.org/goodrelations/v1#Sell",
              },
            }
          : {}),
      };
    case "Car": {
      if (!fields) return null;
      const make = str(fields[declared.make]) ?? "";
      const model = str(fields[declared.model]) ?? "";
      const year = num(fields[declared.year]);
      const mileage = num(fields[declared.mileage]);
      return {
        ...base,
        "@type": "Offer",
        name: post.title,
        description: post.excerpt,
        ...(amount ? { price: amount, priceCurrency: "USD" } : {}),
        itemOffered: {
          "@type": "Car",
          name: carName(make, model),
          brand: { "@type": "Brand", name: make },
          model,
          ...(year ? { vehicleModelDate: String(year) } : {}),
          ...(mileage !== undefined
            ? { mileageFromOdometer: { "@type": "QuantitativeValue", value: mileage, unitCode: "SMI" } }
            : {}),
        },
      };
    }
    case "Event": {
      if (!fields) return null;
      const ends = str(fields[declared.endDate]);
      return {
        ...base,
        "@type": "Event",
        name: post.title,
        description: post.excerpt,
        startDate: fields[declared.startDate],
        ...(ends ? { endDate: ends } : {}),
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          name: fields[declared.venue],
          address: str(fields[declared.address]) ?? address(post.place),
        },
        ...(amount !== undefined
          ? { offers: { "@type": "Offer", price: amount, priceCurrency: "USD", url: post.url } }
          : {}),
      };
    }
    case "Article": {
      const tags = fields?.[declared.tags];
      return {
        ...base,
        "@type": declared.article,
        headline: post.title,
        description: post.excerpt,
        datePublished: posted,
        dateModified: post.updatedAt.toISOString(),
        ...(fields
          ? {
              author: { "@type": "Person", name: fields[declared.author] },
              keywords: Array.isArray(tags) ? tags.join(", ") : "",
            }
          : {}),
        publisher: { "@type": "Organization", name: SITE_NAME },
      };
    }
  }
}
