import type { WidgetType } from "../../../shared/contract/widgets";

/** Where a placement sits: on a listing (and the home page's slider) or on an ad's page. */
const ON_AD_PAGE: ReadonlySet<WidgetType> = new Set(["single-bottom", "single-left", "single-sidebar"]);

/**
 * A page drawn as blocks with one placement lit: a buyer sees where the banner goes before reading its name.
 * Decorative: the figure's caption names the placement.
 */
export function PlacementSchema({ placement }: { placement: WidgetType }) {
  const lit = (name: WidgetType) => (name === placement ? " is-lit" : "");
  if (ON_AD_PAGE.has(placement)) {
    return (
      <div className="schema schema--ad" aria-hidden="true">
        <span className="schema__header" />
        <span className={`schema__left${lit("single-left")}`} />
        <span className="schema__post">
          <span className="schema__photo" />
          <span className="schema__line" />
          <span className="schema__line schema__line--short" />
          <span className={`schema__bottom${lit("single-bottom")}`} />
        </span>
        <span className={`schema__side${lit("single-sidebar")}`} />
      </div>
    );
  }
  return (
    <div className="schema schema--list" aria-hidden="true">
      <span className="schema__header" />
      <span className={`schema__slider${lit("slider")}`} />
      <span className="schema__list">
        <span className={`schema__top${lit("listing")}`} />
        <span className="schema__row" />
        <span className="schema__row" />
        <span className={`schema__inside${lit("inside")}`} />
        <span className="schema__row" />
      </span>
      <span className={`schema__side${lit("sidebar")}`} />
    </div>
  );
}
