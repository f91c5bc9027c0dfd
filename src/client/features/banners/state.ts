import { atom } from "jotai";
import { WIDGET_TYPES, type WidgetType } from "../../../shared/placements";

/** How many banners each placement shows now (each placement starts at 0). */
export const bannersCountAtom = atom<Record<WidgetType, number>>(
  Object.fromEntries(WIDGET_TYPES.map((type) => [type, 0])) as Record<WidgetType, number>,
);
