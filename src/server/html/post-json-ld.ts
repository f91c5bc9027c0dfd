import { POST_FIELDS } from "../../shared/contract/post-fields";
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

const UNIT = { hour: "HOUR", week: "WEEK", month: "MONTH", year: "YEAR" } as const;
const EMPLOYMENT = { full_time: "FULL_TIME", part_time: "PART_TIME", contract: "CONTRACTOR" } as const;
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

function salary(value: {
  min?: number | null | undefined;
  max?: number | null | undefined;
  unit: string;
}): JsonLd | undefined {
  if (value.min == null && value.max == null) return undefined;
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: {
      "@type": "QuantitativeValue",
      ...(value.min != null ? { minValue: value.min } : {}),
      ...(value.max != null ? { maxValue: value.max } : {}),
      unitText: value.unit,
    },
  };
}

/**
 * The schema.org type of a post, from its section's own fields: JobPosting for jobs and driver jobs,
 * RealEstateListing for real estate, an Offer of a Car for the auto market, Event for the afisha,
 * NewsArticle or BlogPosting for articles. Other sections (CVs, dating, services, feed) get none.
 */
export function postLd(post: PostLdFacts): JsonLd | null {
  const base = { "@context": "https://schema.org", url: post.url, inLanguage: post.languageTag };
  const posted = post.createdAt.toISOString();
  switch (post.section) {
    case "job":
    case "cdl":
    case "no-cdl": {
      const job = post.section === "job" ? POST_FIELDS.job.safeParse(post.fields) : null;
      const driver = post.section === "job" ? null : POST_FIELDS.cdl.safeParse(post.fields);
      const pay = job?.success
        ? salary({
            min: job.data.salary_from,
            max: job.data.salary_to,
            unit: job.data.salary_period ? UNIT[job.data.salary_period] : "HOUR",
          })
        : driver?.success
          ? driver.data.pay_per_week
            ? salary({ min: driver.data.pay_per_week, unit: "WEEK" })
            : undefined
          : undefined;
      return {
        ...base,
        "@type": "JobPosting",
        title: post.title,
        description: post.excerpt,
        datePosted: posted,
        validThrough: new Date(post.updatedAt.getTime() + 60 * DAY_MS).toISOString(),
        ...(job?.success && job.data.employment_type
          ? { employmentType: EMPLOYMENT[job.data.employment_type] }
          : { employmentType: "FULL_TIME" }),
        hiringOrganization: { "@type": "Organization", name: post.companyName ?? SITE_NAME },
        ...(post.place ? { jobLocation: { "@type": "Place", address: address(post.place) } } : {}),
        ...(pay ? { baseSalary: pay } : {}),
      };
    }
    case "properties": {
      const property = POST_FIELDS.properties.safeParse(post.fields);
      return {
        ...base,
        "@type": "RealEstateListing",
        name: post.title,
        description: post.excerpt,
        datePosted: posted,
        ...(property.success && property.data.price
          ? {
              offers: {
                "@type": "Offer",
                price: property.data.price,
                priceCurrency: "USD",
                businessFunction:
                  property.data.deal === "rent"
                    ? "http://purl.org/goodrelations/v1#LeaseOut"
                    : "http://purl.org/goodrelations/v1#Sell",
              },
            }
          : {}),
      };
    }
    case "rent-sale": {
      const car = POST_FIELDS["rent-sale"].safeParse(post.fields);
      if (!car.success) return null;
      return {
        ...base,
        "@type": "Offer",
        name: post.title,
        description: post.excerpt,
        ...(car.data.price ? { price: car.data.price, priceCurrency: "USD" } : {}),
        itemOffered: {
          "@type": "Car",
          name: `${car.data.make} ${car.data.model}`,
          brand: { "@type": "Brand", name: car.data.make },
          model: car.data.model,
          ...(car.data.year ? { vehicleModelDate: String(car.data.year) } : {}),
          ...(car.data.mileage != null
            ? { mileageFromOdometer: { "@type": "QuantitativeValue", value: car.data.mileage, unitCode: "SMI" } }
            : {}),
        },
      };
    }
    case "afisha": {
      const event = POST_FIELDS.afisha.safeParse(post.fields);
      if (!event.success) return null;
      return {
        ...base,
        "@type": "Event",
        name: post.title,
        description: post.excerpt,
        startDate: event.data.starts_at,
        ...(event.data.ends_at ? { endDate: event.data.ends_at } : {}),
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: event.data.venue, address: event.data.address ?? address(post.place) },
        ...(event.data.price != null
          ? { offers: { "@type": "Offer", price: event.data.price, priceCurrency: "USD", url: post.url } }
          : {}),
      };
    }
    case "news":
    case "blog":
    case "drivers-corner": {
      const article = POST_FIELDS.blog.safeParse(post.fields);
      return {
        ...base,
        "@type": post.section === "news" ? "NewsArticle" : "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: posted,
        dateModified: post.updatedAt.toISOString(),
        ...(article.success
          ? { author: { "@type": "Person", name: article.data.author }, keywords: article.data.tags.join(", ") }
          : {}),
        publisher: { "@type": "Organization", name: SITE_NAME },
      };
    }
    default:
      return null;
  }
}
