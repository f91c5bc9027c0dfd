import { useLingui } from "@lingui/react/macro";
import type { WidgetType } from "../../shared/contract/widgets";

/** Each placement as a buyer reads it: where on which page. */
export function usePlacementNames(): Record<WidgetType, string> {
  const { t } = useLingui();
  return {
    listing: t`Над списком объявлений`,
    sidebar: t`Боковая колонка списка`,
    slider: t`Слайдер на главной`,
    inside: t`Между объявлениями списка`,
    "single-bottom": t`Под объявлением`,
    "single-left": t`Слева от объявления`,
    "single-sidebar": t`Боковая колонка объявления`,
  };
}
