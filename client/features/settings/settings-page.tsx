import { useState } from "react";
import { get, useForm, type FieldError, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, LogIn, RotateCcw, Save } from "lucide-react";
import {
  defaultSettings,
  settingsSchema,
  type Settings,
  creativityLevels,
  culturalContexts,
  spellings,
  defaultAudiences,
  defaultLengths,
  defaultTones,
  languageStyles,
  ministryRoles,
  scriptureEmphases,
  translationChoices,
} from "@shared/settings/settings";
import { resetSettings, saveSettings, useSettings } from "../../api/settings";
import { serverMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
import { loginHref, useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { CheckboxList } from "../../components/ui/checkbox-list";
import { Input } from "../../components/ui/input";
import { Select, type SelectOption } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { Spinner } from "../../components/ui/spinner";
import { ChangeEmailSection } from "./change-email-section";
import { DeleteAccountSection } from "./delete-account-section";
import { SettingsSection } from "./settings-fields";
import { TraditionSection } from "./tradition-section";

/** Every field of the settings form, by its dotted path (the server's field errors use the same). */
const settingsPaths = new Set(
  Object.entries(defaultSettings).flatMap(([section, fields]) =>
    Object.keys(fields).map((name) => `${section}.${name}`),
  ),
);
function isSettingsPath(name: string): name is Path<Settings> {
  return settingsPaths.has(name);
}
const settingsFields = [...settingsPaths].filter(isSettingsPath);

function SettingsForm({ initial, accountEmail }: { initial: Settings; accountEmail: string }) {
  const form = useForm({ resolver: zodResolver(settingsSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [resetting, setResetting] = useState(false);
  const busy = isSubmitting || resetting;
  const field = (path: Path<Settings>) => {
    // Reading errors through the formState proxy subscribes the form to them.
    const error: FieldError | undefined = get(errors, path);
    return error?.message;
  };

  const onSubmit = form.handleSubmit(async (settings) => {
    try {
      const saved = await saveSettings(settings);
      form.reset(saved.settings);
      toast({
        title: "Settings saved",
        description: "Your preferences will be used in every tool.",
      });
    } catch (error) {
      showServerFieldErrors(error, form.setError, settingsFields);
      toast({
        title: "Settings not saved",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      });
    }
  });

  async function reset() {
    setResetting(true);
    try {
      const fresh = await resetSettings();
      form.reset(fresh.settings);
      toast({ title: "Settings reset", description: "Default preferences restored." });
    } catch (error) {
      toast({
        title: "Reset failed",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setResetting(false);
    }
  }

  const select = (
    path: Path<Settings>,
    label: string,
    options: readonly SelectOption[],
    hint?: string,
  ) => (
    <FormField label={label} error={field(path)} hint={hint}>
      <Select options={options} {...form.register(path)} />
    </FormField>
  );
  const switches = (items: Array<{ path: Path<Settings>; label: string; description: string }>) => (
    <CheckboxList
      appearance="switch"
      className="sm:grid-cols-2"
      items={items.map(({ path, label, description }) => ({
        label,
        description,
        ...form.register(path),
      }))}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6" noValidate>
      <SettingsSection
        title="Profile"
        description="How you appear in emails you send from Kingdom Tools."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full name" error={field("profile.name")}>
            <Input autoComplete="name" {...form.register("profile.name")} />
          </FormField>
          <FormField label="Email" hint="Your sign-in address. Change it under Your data below.">
            <Input value={accountEmail} type="email" readOnly aria-readonly="true" />
          </FormField>
          <FormField label="Church or ministry" error={field("profile.church")}>
            <Input autoComplete="organization" {...form.register("profile.church")} />
          </FormField>
          {select("profile.ministry", "Ministry role", ministryRoles.list)}
        </div>
        <FormField label="Bio" error={field("profile.bio")} hint="Up to 1,000 characters.">
          <Textarea rows={4} {...form.register("profile.bio")} />
        </FormField>
      </SettingsSection>

      <SettingsSection
        title="Content preferences"
        description="These fill in the tool forms for you; you can change them on each form."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {select("content.defaultAudience", "Default audience", defaultAudiences.list)}
          {select("content.defaultTone", "Default tone", defaultTones.list)}
          {select("content.defaultLength", "Default length", defaultLengths.list)}
        </div>
        {switches([
          {
            path: "content.includeScripture",
            label: "Include scripture",
            description: "Ground every draft in quoted scripture.",
          },
          {
            path: "content.prophetic",
            label: "Prophetic emphasis",
            description: "Lean toward declarative, prophetic language.",
          },
        ])}
        <FormField
          label="Email signature"
          error={field("content.emailSignature")}
          hint="Added to the end of emails you send with Deliver to Inbox."
        >
          <Textarea
            rows={3}
            placeholder={"In Christ,\nPastor Ruth\nGrace Fellowship"}
            {...form.register("content.emailSignature")}
          />
        </FormField>
      </SettingsSection>

      <SettingsSection
        title="AI generation"
        description="How drafts are written, whichever AI provider or the offline composer writes them."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {select("ai.creativity", "Creativity", creativityLevels.list)}
          {select("ai.scriptureEmphasis", "Scripture emphasis", scriptureEmphases.list)}
          {select("ai.languageStyle", "Language style", languageStyles.list)}
          {select("ai.culturalContext", "Cultural context", culturalContexts.list)}
          {select(
            "ai.spelling",
            "Spelling",
            spellings.list,
            "For the words drafts write; scripture and quoted commentary keep their own.",
          )}
          {select(
            "ai.translation",
            "Bible translation",
            translationChoices,
            "Verse text is quoted and checked in this translation.",
          )}
        </div>
      </SettingsSection>

      <TraditionSection form={form} error={field} />

      <SettingsSection title="Notifications" description="What we may email you about.">
        {switches([
          {
            path: "notifications.emailAlerts",
            label: "Email alerts",
            description: "Account and subscription notices.",
          },
          {
            path: "notifications.contentReminders",
            label: "Content reminders",
            description: "A gentle nudge before Sunday.",
          },
          {
            path: "notifications.newFeatures",
            label: "New features",
            description: "When a tool is added or improved.",
          },
          {
            path: "notifications.weeklyTips",
            label: "Weekly tips",
            description: "Short ideas for ministry content.",
          },
        ])}
      </SettingsSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Button type="submit" size="lg" disabled={busy}>
          <Save aria-hidden="true" /> {isSubmitting ? "Saving…" : "Save Settings"}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          disabled={busy}
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
