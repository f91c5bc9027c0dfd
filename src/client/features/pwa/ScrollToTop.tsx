import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Icon } from "../../ui/Icon";
import { SCROLL_TOP_AFTER_PX, WIDE_MIN_PX } from "./constants";

/** Back to the top, on screens wider than 640 px once the page is scrolled. */
export function ScrollToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${String(WIDE_MIN_PX)}px)`);
    const update = () => setVisible(wide.matches && window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    wide.addEventListener("change", update);
    return () => {
      window.removeEventListener("scroll", update);
      wide.removeEventListener("change", update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label={t`Наверх`}
    >
      <Icon name="arrow-up" size={22} />
    </button>
  );
}
