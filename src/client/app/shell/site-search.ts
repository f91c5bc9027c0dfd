/** The header's search field, whichever search component fills the header's slot. */
const FIELD = '.site-header__search [role="combobox"], .site-header__search input[type="search"]';

/** The tab bar's «Поиск»: the header's search field takes focus (the phone's keyboard opens), at the top. */
export function focusSiteSearch(): void {
  const field = document.querySelector<HTMLInputElement>(FIELD);
  if (!field) return;
  field.focus();
  field.select();
}
