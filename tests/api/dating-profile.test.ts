import { describe, expect, it } from "vitest";
import { datingProfileResponseSchema } from "../../src/shared/contract/profile";
import { call, freshPhone, mainConfig, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";

describe("dating profile", () => {
  it("is null until made, then created once and updated, and main-config carries its id", async () => {
    const { token, user } = await signInWithPhone(baseUrl(), freshPhone());
    const none = await call(baseUrl(), "GET", "/v1/dating/profile", { token });
    expect(none.status).toBe(200);
    expect(datingProfileResponseSchema.parse(none.body)).toEqual({ data: null });
    expect((await mainConfig(baseUrl(), token)).user).toMatchObject({ id: user.id, dating_id: null });

    const created = await post(
      baseUrl(),
      "/v1/dating/profile",
      { name: "Ольга", age: 31, gender: "female", seeking: "male" },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const profile = datingProfileResponseSchema.parse(created.body).data;
    expect(profile).toMatchObject({ name: "Ольга", age: 31, gender: "female", seeking: "male", about: "" });
    expect((await mainConfig(baseUrl(), token)).user?.dating_id).toBe(profile?.id);

    const updated = await post(
      baseUrl(),
      "/v1/dating/profile",
      { name: "Ольга", age: 32, gender: "female", seeking: "any", about: " Люблю горы. " },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(datingProfileResponseSchema.parse(updated.body).data).toEqual({
      id: profile?.id,
      name: "Ольга",
      age: 32,
      gender: "female",
      seeking: "any",
      about: "Люблю горы.",
    });
    const read = datingProfileResponseSchema.parse(
      (await call(baseUrl(), "GET", "/v1/dating/profile", { token })).body,
    );
    expect(read.data).toMatchObject({ id: profile?.id, age: 32, seeking: "any" });
    expect((await mainConfig(baseUrl(), token)).user?.dating_id).toBe(profile?.id);
  });

  it("checks the form's rules and needs a session", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    const young = await post(
      baseUrl(),
      "/v1/dating/profile",
      { name: "Ольга", age: 17, gender: "female", seeking: "male" },
      { token },
    );
    expect(young.status).toBe(422);
    expect((young.body as { errors: Record<string, string[]> }).errors).toEqual({ age: ["Возраст от 18 до 120 лет"] });
    const wrong = await post(
      baseUrl(),
      "/v1/dating/profile",
      { name: "Ольга", age: 30, gender: "other", seeking: "male" },
      { token },
    );
    expect((wrong.body as { errors: Record<string, string[]> }).errors).toEqual({
      gender: ["Выберите значение из списка"],
    });
    expect((await call(baseUrl(), "GET", "/v1/dating/profile")).status).toBe(401);
    expect(
      (await post(baseUrl(), "/v1/dating/profile", { name: "Ольга", age: 30, gender: "female", seeking: "male" }))
        .status,
    ).toBe(401);
  });
});
