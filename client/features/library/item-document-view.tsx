import type { ItemDocument } from "@shared/library/document";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import { FindingsText } from "../../components/scripture/findings-text";

/**
 * A saved item laid out for reading: scripture with its text, then each section. With
 * the check saved alongside, every problem is marked where it occurs and every checked
 * reference opens its verse, as when the item was generated; a quotation the model's draft had
 * corrected is marked, with the model's wording on request.
 */
export function ItemDocumentView({
  doc,
  imageUrl,
  check,
  corrections,
}: {
  doc: ItemDocument;
  imageUrl?: string;
  check?: ScriptureCheck | undefined;
  corrections?: readonly ScriptureCorrection[] | undefined;
}) {
  return (
    <article className="flex flex-col gap-4 font-serif text-base leading-relaxed">
      {imageUrl ? (
        <img src={imageUrl} alt={doc.title} className="w-full rounded-xl border border-border" />
      ) : null}
      {doc.scripture.map((verse) => (
        <blockquote key={verse.reference} className="border-l-4 border-gold-300 pl-4">
          <p className="font-sans text-sm font-semibold text-royal-800 dark:text-royal-200">
            {verse.reference}
          </p>
          <p className="italic">{verse.text}</p>
        </blockquote>
      ))}
      {doc.scripture.length > 0 && doc.scriptureSource ? (
        <p className="font-sans text-xs text-muted-foreground">{doc.scriptureSource}</p>
      ) : null}
      {doc.scripture.length === 0 && doc.scriptureLine ? (
        <p className="font-sans text-sm font-semibold text-royal-800 dark:text-royal-200">
          {doc.scriptureLine}
        </p>
      ) : null}
      {doc.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h3 className="font-sans text-base font-semibold text-royal-900 dark:text-royal-100">
            {section.heading}
          </h3>
          {section.paragraphs.map((paragraph, index) => (
            <FindingsText
              key={index}
              as="p"
              text={paragraph}
              check={check}
              corrections={corrections}
            />
          ))}
          {section.numbered ? (
            <ol className="ml-5 list-decimal space-y-2">
              {section.numbered.map((point, index) => (
                <FindingsText
                  key={index}
                  as="li"
                  text={point}
                  check={check}
                  corrections={corrections}
                />
              ))}
            </ol>
          ) : null}
          {section.tags ? (
            <ul className="flex flex-wrap gap-2 font-sans text-sm">
              {section.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-3 py-1">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {doc.footer ? (
        <p className="font-sans text-xs text-muted-foreground" data-testid="draft-footer">
          {doc.footer}
        </p>
      ) : null}
    </article>
  );
}
