import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import type { PostListParams } from "../../api/posts";
import { listingFilterFields, type Filters } from "./filter-fields";
import { Icon } from "../../ui/Icon";
import type { Label } from "../../../shared/sections/field";

interface Chip {
  key: keyof Filters;
  text: string;
}

/** The filters the listing is shown with, each as people read it («Маршрут: OTR», «от 100 $», «„сварщик“»). */
function useActiveChips(params: PostListParams, fixedPropertyType: boolean): Chip[] {
  const { t, i18n } = useLingui();
  const { choices, hasPrice } = listingFilterFields(params.section, fixedPropertyType);
  const chips: Chip[] = [];
  if (params.q) {
    const words = params.q;
    chips.push({ key: "q", text: t`«${words}»` });
  }
  for (const [name, field] of choices) {
    const value = params[name];
    if (value === undefined) continue;
    const option: Label | undefined = field.options[value];
    const label = i18n._(field.filter?.label ?? field.label);
    const shown = option === undefined ? value : typeof option === "string" ? option : i18n._(option);
    chips.push({ key: name, text: `${label}: ${shown}` });
  }
  if (hasPrice && params.price_min !== undefined) {
    const from = params.price_min;
    chips.push({ key: "price_min", text: t`от ${from} $` });
  }
  if (hasPrice && params.price_max !== undefined) {
    const to = params.price_max;
    chips.push({ key: "price_max", text: t`до ${to} $` });
  }
  return chips;
}

/**
 * Above the ads: «Фильтры» with the number in use (it opens the filter sheet on a phone; wide screens have the
 * filters beside the ads), and each filter in use as a chip that removes it.
 */
export function ActiveFilters({
  params,
  fixedPropertyType,
  onOpen,
}: {
  params: PostListParams;
  fixedPropertyType: boolean;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const chips = useActiveChips(params, fixedPropertyType);
  const count = chips.length;
  const remove = (key: keyof Filters) =>
    void navigate({
      to: ".",
      search: (old: Record<string, unknown>) => ({ ...old, [key]: undefined, page: undefined }),
      resetScroll: false,
    });
  return (
    <div className="active-filters">
      <button
        type="button"
        className="button active-filters__open"
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-label={count > 0 ? t`Фильтры: выбрано ${count}` : undefined}
      >
        <Icon name="sliders" size={18} />
        <Trans>Фильтры</Trans>
        {count > 0 ? <span className="active-filters__count">{count}</span> : null}
      </button>
      {count > 0 ? (
        <ul className="active-filters__chips" aria-label={t`Выбранные фильтры`}>
          {chips.map(({ key, text }) => (
            <li key={key}>
              <button
                type="button"
                className="filter-chip"
                onClick={() => remove(key)}
                aria-label={t`Убрать фильтр ${text}`}
              >
                {text}
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
