/**
 * Which forms hold input the visitor has not saved yet. Forms call markUnsaved(id) on their first
 * change and markSaved(id) once saved, sent or discarded; a new deployment reloads the app by
 * itself only while hasUnsavedForms() is false. Any <form> the visitor types into is also counted
 * (trackFormInput), so a form that forgets to call these is still protected.
 */
const unsaved = new Set<string>();

export function markUnsaved(id: string): void {
  unsaved.add(id);
}

export function markSaved(id: string): void {
  unsaved.delete(id);
}

export function hasUnsavedForms(): boolean {
  return unsaved.size > 0;
}

/** Forgets everything (tests). */
export function resetUnsavedForms(): void {
  unsaved.clear();
}

let autoIds = 0;
const formIds = new WeakMap<HTMLFormElement, string>();

function formId(form: HTMLFormElement): string {
  let id = formIds.get(form);
  if (!id) {
    id = form.dataset.formId ?? `form-${String(++autoIds)}`;
    formIds.set(form, id);
  }
  return id;
}

/**
 * Counts typing in any <form> as unsaved until it is submitted or reset, or leaves the page. Search
 * forms (role="search") and forms marked data-untracked hold nothing worth keeping a build back for.
 * Returns the function that stops tracking.
 */
export function trackFormInput(root: Document = document): () => void {
  const onInput = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest("form") : null;
    if (form && !("untracked" in form.dataset) && form.getAttribute("role") !== "search") markUnsaved(formId(form));
  };
  const onDone = (event: Event) => {
    if (event.target instanceof HTMLFormElement) markSaved(formId(event.target));
  };
  // A form that left the page can no longer lose anything.
  const observer = new MutationObserver(() => {
    for (const id of [...unsaved]) {
      if (!id.startsWith("form-")) continue;
      const stillThere = [...root.querySelectorAll("form")].some((form) => formIds.get(form) === id);
      if (!stillThere) markSaved(id);
    }
  });
  root.addEventListener("input", onInput, true);
  root.addEventListener("submit", onDone, true);
  root.addEventListener("reset", onDone, true);
  observer.observe(root.body, { childList: true, subtree: true });
  return () => {
    root.removeEventListener("input", onInput, true);
    root.removeEventListener("submit", onDone, true);
    root.removeEventListener("reset", onDone, true);
    observer.disconnect();
  };
}
