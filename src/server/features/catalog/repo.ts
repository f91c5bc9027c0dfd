import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, locations, sections } from "../../db/schema";

export function listSectionsWithCategories(db: Db) {
  return Promise.all([
    db.select().from(sections).orderBy(asc(sections.sort), asc(sections.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
  ]);
}

export function listLocations(db: Db) {
  return db.select().from(locations).orderBy(asc(locations.sort), asc(locations.id));
}
