import type { UseFormReturn } from "react-hook-form";
import { Link } from "wouter";
import type { Settings, SettingsInput } from "@shared/settings/settings";
import { translations } from "@shared/scripture/translations";
import {
  positionOptions,
  traditionChoices,
  traditionOf,
  traditionSettingsSchema,
  traditionVoice,
} from "@shared/traditions";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { SettingsSection } from "./settings-fields";

type Position = "invitation" | "sacramentWording" | "formality" | "sermonMethod";

const positionLabels: Record<Position, { label: string; hint: string }> = {
  invitation: { label: "Invitation", hint: "How a sermon closes and people respond." },
  sacramentWording: { label: "The sacrament is called", hint: "Used wherever drafts name it." },
  formality: { label: "Formality", hint: "Prayers in set, collect form or in free words." },
  sermonMethod: { label: "Sermon method", hint: "How outlines are shaped from the passage." },
};

/** Settings: the church's tradition, what it sets, and the positions a pastor may change. */
export function TraditionSection({
  form,
  error,
}: {
  form: UseFormReturn<SettingsInput, unknown, Settings>;
  error: (path: `tradition.${"preset" | Position}`) => string | undefined;
}) {
  const chosen = traditionSettingsSchema.safeParse(form.watch("tradition") ?? {});
  const choice = chosen.success ? chosen.data : traditionSettingsSchema.parse({});
  const tradition = traditionOf(choice.preset);
  const voice = traditionVoice(choice);
  const options = positionOptions(choice.preset);
  const words = voice.vocabulary;
  const described = [
    `People: ${words.people}`,
    `Church: ${words.community}`,
    `Leader: ${words.minister}`,
    `Table: ${words.communion}`,
    `Speaks of: ${words.sacraments}`,
    `Suggested translation: ${translations[tradition.translation].abbreviation}`,
    tradition.followsLectionary ? "Follows a lectionary" : "No set lectionary",
  ];
  return (
    <SettingsSection
      title="Church tradition"
      description="Your tradition's words, preaching method, invitation and sacrament language shape every draft, from an AI model or offline."
    >
      <FormField label="Tradition" error={error("tradition.preset")} hint={tradition.summary}>
        <Select options={traditionChoices} {...form.register("tradition.preset")} />
      </FormField>
      <ul aria-label={`What ${tradition.name} sets`} className="flex flex-wrap gap-2 text-sm">
        {described.map((item) => (
          <li
            key={item}
            className="rounded-full border border-border bg-muted px-3 py-1 text-muted-foreground"
          >
            {item}
          </li>
        ))}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(positionLabels) as Position[]).map((position) => (
          <FormField
            key={position}
            label={positionLabels[position].label}
            error={error(`tradition.${position}`)}
            hint={positionLabels[position].hint}
          >
            <Select options={options[position]} {...form.register(`tradition.${position}`)} />
          </FormField>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {voice.invitation.description} Presets change vocabulary, method and emphasis, never the
        gospel; on questions where churches differ, drafts stay within your tradition and speak
        kindly of others.{" "}
        <Link href="/biblical-foundation#traditions-title" className="font-medium underline">
          How traditions shape drafts
        </Link>
      </p>
    </SettingsSection>
  );
}
