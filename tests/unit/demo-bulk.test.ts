import { describe, expect, it } from "vitest";
import { partnerRequirements } from "@/server/db/schema";
import { avatarPng, avatarSvg } from "@/server/demo/avatar";
import { copyLoad, isoTimestamp, orderedUuid } from "@/server/demo/bulk";
import { generateDemoPerson } from "@/server/demo/generate-demo-person";
import { processPhoto } from "@/server/profiles/images/process-photo";

describe("demo bulk loading helpers", () => {
  it("formats timestamps exactly as toISOString does", () => {
    const samples = [0, -1, 951_782_400_000, 1_709_251_199_999, 1_772_357_400_123, -2_208_988_800_001];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor((i * 7_919_993_917) % 4e12) - 1e12);
    for (const ms of samples) expect(isoTimestamp(new Date(ms))).toBe(new Date(ms).toISOString());
  });

  it("makes version-7 UUIDs that sort in the order they were made", () => {
    const ids = Array.from({ length: 10_000 }, () => orderedUuid());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it("writes COPY lines with the schema's column names, escapes, arrays and nulls", () => {
    const row = {
      profileId: "0190e7a4-0000-7000-8000-000000000000",
      religion: "back\\slash\ttab\nline",
      nationality: ["PK", 'say "hi"'],
      residenceCity: ["PK-PB-Dera Ghazi Khan"],
      heightMin: 5.5,
      updatedAt: new Date("2026-01-02T03:04:05.006Z"),
      caste: null,
    };
    const load = copyLoad(partnerRequirements, row);
    expect(load.copy).toBe(
      'copy "demo_stage_partner_requirements" ("profile_id", "religion", "nationality", "residence_city", "height_min", "updated_at", "caste") from stdin',
    );
    expect(load.insert).toMatch(
      /^insert into "partner_requirements" \("profile_id", .*\) select .* from "demo_stage_partner_requirements"$/,
    );
    const fields = [
      row.profileId,
      "back\\\\slash\\ttab\\nline",
      '{"PK","say \\\\"hi\\\\""}',
      '{"PK-PB-Dera Ghazi Khan"}',
      "5.5",
      "2026-01-02T03:04:05.006Z",
      "\\N",
    ];
    expect(load.line(row)).toBe(`${fields.join("\t")}\n`);
  });
});

describe("demo portraits", () => {
  const looks = Array.from({ length: 24 }, (_, i) => generateDemoPerson(i + 1, { seed: "portraits" }).look);

  it("vary from person to person", () => {
    const drawings = new Set(looks.map((look) => avatarSvg(look)));
    expect(drawings.size).toBeGreaterThan(20);
    expect(new Set(looks.map((look) => look.headwear)).size).toBeGreaterThan(1);
  });

  it("are PNGs the upload path accepts and re-encodes", async () => {
    for (const look of looks.slice(0, 3)) {
      const png = await avatarPng(look);
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      const photo = await processPhoto(png);
      expect(photo.format).toBe("png");
      expect(photo.display.length).toBeGreaterThan(0);
    }
  });
});
