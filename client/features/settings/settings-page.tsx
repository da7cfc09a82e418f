import { useState, type FormEvent } from "react";
import { Download, LogIn, RotateCcw, Save } from "lucide-react";
import type { Settings } from "@shared/settings/settings";
import {
  creativityLevels,
  culturalContexts,
  defaultAudiences,
  defaultLengths,
  defaultTones,
  languageStyles,
  ministryRoles,
  scriptureEmphases,
  translationChoices,
} from "@shared/settings/settings";
import { ApiError, serverMessage } from "../../lib/api";
import { loginHref, useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { ChangeEmailSection } from "./change-email-section";
import { DeleteAccountSection } from "./delete-account-section";
import { resetSettings, saveSettings, useSettings } from "../../lib/settings-api";
import { SelectField, SettingsSection, SwitchField } from "./settings-fields";

type Errors = Record<string, string>;

function SettingsForm({ initial, accountEmail }: { initial: Settings; accountEmail: string }) {
  const [settings, setSettings] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<"save" | "reset" | null>(null);

  function update<S extends keyof Settings>(section: S, field: keyof Settings[S], value: unknown) {
    setSettings((current) => ({ ...current, [section]: { ...current[section], [field]: value } }));
    setErrors((current) => {
      const next = { ...current };
      delete next[`${section}.${String(field)}`];
      return next;
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy("save");
    try {
      const saved = await saveSettings(settings);
      setSettings(saved.settings);
      setErrors({});
      toast({
        title: "Settings saved",
        description: "Your preferences will be used in every tool.",
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(fields);
      toast({
        title: "Settings not saved",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  async function reset() {
    setBusy("reset");
    try {
      const fresh = await resetSettings();
      setSettings(fresh.settings);
      setErrors({});
      toast({ title: "Settings reset", description: "Default preferences restored." });
    } catch (error) {
      toast({
        title: "Reset failed",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  const { profile, content, ai, notifications } = settings;
  return (
    <form onSubmit={save} className="flex flex-col gap-6" noValidate>
      <SettingsSection
        title="Profile"
        description="How you appear in emails you send from Kingdom Tools."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full name" error={errors["profile.name"]}>
            <Input
              value={profile.name}
              autoComplete="name"
              onChange={(event) => update("profile", "name", event.target.value)}
            />
          </FormField>
          <FormField label="Email" hint="Your sign-in address. Change it under Your data below.">
            <Input value={accountEmail} type="email" readOnly aria-readonly="true" />
          </FormField>
          <FormField label="Church or ministry" error={errors["profile.church"]}>
            <Input
              value={profile.church}
              autoComplete="organization"
              onChange={(event) => update("profile", "church", event.target.value)}
            />
          </FormField>
          <SelectField
            label="Ministry role"
            value={profile.ministry}
            options={ministryRoles.list}
            error={errors["profile.ministry"]}
            onChange={(value) => update("profile", "ministry", value)}
          />
        </div>
        <FormField label="Bio" error={errors["profile.bio"]} hint="Up to 1,000 characters.">
          <Textarea
            value={profile.bio}
            rows={4}
            onChange={(event) => update("profile", "bio", event.target.value)}
          />
        </FormField>
      </SettingsSection>

      <SettingsSection
        title="Content preferences"
        description="These fill in the tool forms for you; you can change them on each form."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Default audience"
            value={content.defaultAudience}
            options={defaultAudiences.list}
            error={errors["content.defaultAudience"]}
            onChange={(value) => update("content", "defaultAudience", value)}
          />
          <SelectField
            label="Default tone"
            value={content.defaultTone}
            options={defaultTones.list}
            error={errors["content.defaultTone"]}
            onChange={(value) => update("content", "defaultTone", value)}
          />
          <SelectField
            label="Default length"
            value={content.defaultLength}
            options={defaultLengths.list}
            error={errors["content.defaultLength"]}
            onChange={(value) => update("content", "defaultLength", value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SwitchField
            label="Include scripture"
            description="Ground every draft in quoted scripture."
            checked={content.includeScripture}
            onChange={(value) => update("content", "includeScripture", value)}
          />
          <SwitchField
            label="Prophetic emphasis"
            description="Lean toward declarative, prophetic language."
            checked={content.prophetic}
            onChange={(value) => update("content", "prophetic", value)}
          />
        </div>
        <FormField
          label="Email signature"
          error={errors["content.emailSignature"]}
          hint="Added to the end of emails you send with Deliver to Inbox."
        >
          <Textarea
            value={content.emailSignature}
            rows={3}
            placeholder={"In Christ,\nPastor Ruth\nGrace Fellowship"}
            onChange={(event) => update("content", "emailSignature", event.target.value)}
          />
        </FormField>
      </SettingsSection>

      <SettingsSection
        title="AI generation"
        description="How drafts are written, whichever AI provider or the offline composer writes them."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Creativity"
            value={ai.creativity}
            options={creativityLevels.list}
            error={errors["ai.creativity"]}
            onChange={(value) => update("ai", "creativity", value)}
          />
          <SelectField
            label="Scripture emphasis"
            value={ai.scriptureEmphasis}
            options={scriptureEmphases.list}
            error={errors["ai.scriptureEmphasis"]}
            onChange={(value) => update("ai", "scriptureEmphasis", value)}
          />
          <SelectField
            label="Language style"
            value={ai.languageStyle}
            options={languageStyles.list}
            error={errors["ai.languageStyle"]}
            onChange={(value) => update("ai", "languageStyle", value)}
          />
          <SelectField
            label="Cultural context"
            value={ai.culturalContext}
            options={culturalContexts.list}
            error={errors["ai.culturalContext"]}
            onChange={(value) => update("ai", "culturalContext", value)}
          />
          <SelectField
            label="Bible translation"
            value={ai.translation}
            options={translationChoices}
            error={errors["ai.translation"]}
            hint="Verse text is quoted and checked in this translation."
            onChange={(value) => update("ai", "translation", value)}
          />
        </div>
      </SettingsSection>

      <SettingsSection title="Notifications" description="What we may email you about.">
        <div className="grid gap-3 sm:grid-cols-2">
          <SwitchField
            label="Email alerts"
            description="Account and subscription notices."
            checked={notifications.emailAlerts}
            onChange={(value) => update("notifications", "emailAlerts", value)}
          />
          <SwitchField
            label="Content reminders"
            description="A gentle nudge before Sunday."
            checked={notifications.contentReminders}
            onChange={(value) => update("notifications", "contentReminders", value)}
          />
          <SwitchField
            label="New features"
            description="When a tool is added or improved."
            checked={notifications.newFeatures}
            onChange={(value) => update("notifications", "newFeatures", value)}
          />
          <SwitchField
            label="Weekly tips"
            description="Short ideas for ministry content."
            checked={notifications.weeklyTips}
            onChange={(value) => update("notifications", "weeklyTips", value)}
          />
        </div>
      </SettingsSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Button type="submit" size="lg" disabled={busy !== null}>
          <Save aria-hidden="true" /> {busy === "save" ? "Saving…" : "Save Settings"}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          disabled={busy !== null}
          onClick={() => void reset()}
        >
          <RotateCcw aria-hidden="true" /> Reset to Defaults
        </Button>
      </div>
    </form>
  );
}

function YourData({ accountEmail }: { accountEmail: string }) {
  return (
    <SettingsSection
      title="Your data"
      description="Everything we hold about you, and how to close your account."
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <a
            href="/api/account/export"
            download
            onClick={() =>
              toast({
                title: "Data exported",
                description: "Your data is downloading as a JSON file.",
              })
            }
          >
            <Download aria-hidden="true" /> Export My Data
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">
          Profile, settings, saved content, requests and sign-in records, as JSON.
        </p>
      </div>
      <ChangeEmailSection currentEmail={accountEmail} />
      <DeleteAccountSection />
    </SettingsSection>
  );
}

export function SettingsPage() {
  const { user, isLoading } = useAuth();
  const settings = useSettings(user !== null);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Settings
        </h1>
        <p className="mt-2 text-muted-foreground sm:text-lg">
          Your profile and the preferences every tool uses.
        </p>
      </header>
      {isLoading || (user && settings.isLoading) ? (
        <Spinner label="Loading your settings…" />
      ) : !user ? (
        <section className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center">
          <h2 className="text-2xl font-semibold">Authentication Required</h2>
          <p className="text-muted-foreground">Sign in to change your settings.</p>
          <Button asChild size="lg">
            <a href={loginHref()}>
              <LogIn aria-hidden="true" /> Log In to Continue
            </a>
          </Button>
        </section>
      ) : settings.data ? (
        <>
          <SettingsForm
            initial={settings.data.settings}
            accountEmail={settings.data.accountEmail}
          />
          <YourData accountEmail={settings.data.accountEmail} />
        </>
      ) : (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
          Your settings could not be loaded. Please reload the page.
        </p>
      )}
    </div>
  );
}
