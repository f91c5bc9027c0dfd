import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Consent } from "../../src/client/ui/Consent";

describe("the consent line", () => {
  it("names the button and opens the terms in a new tab", () => {
    i18n.loadAndActivate({ locale: "ru", messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <Consent buttonText="Опубликовать" termsHref="/terms-of-use" />
      </I18nProvider>,
    );
    expect(screen.getByText(/Нажимая «Опубликовать», вы принимаете/)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Условия использования" });
    expect(link).toHaveAttribute("href", "/terms-of-use");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
