import { Container } from '@mantine/core';
import { usePageMeta } from '../../../components/usePageMeta';
import type { LegalDocument } from '../../../content/legal';
import { PageHero } from '../components/PageHero';
import site from '../components/site.module.css';
import classes from './legal.module.css';
import { tableOfContents } from './model';

/** A long legal text with a table of contents (/privacy, /terms). */
export function LegalPage({ document }: { document: LegalDocument }) {
  usePageMeta({ title: document.title, description: document.description });
  const toc = tableOfContents(document);

  return (
    <>
      <PageHero size="md" eyebrow="Legal" title={document.title} subtitle={document.description} />
      <div className={site.section}>
        <Container size="lg">
          <div className={classes.layout}>
            <nav className={classes.toc} aria-labelledby="toc-title">
              <h2 className={classes.tocTitle} id="toc-title">
                Contents
              </h2>
              <ol className={classes.tocList}>
                {toc.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`}>{entry.label}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <article className={classes.body}>
              <span className={classes.updated}>Last updated: {document.lastUpdated}</span>
              <div className={classes.intro}>
                {document.intro.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
              {document.sections.map((section) => (
                <section
                  key={section.id}
                  id={section.id}
                  className={classes.section}
                  aria-labelledby={`${section.id}-heading`}
                >
                  <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                  {section.body.map((block, index) =>
                    typeof block === 'string' ? (
                      <p key={index}>{block}</p>
                    ) : (
                      <ul key={index}>
                        {block.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    ),
                  )}
                </section>
              ))}
            </article>
          </div>
        </Container>
      </div>
    </>
  );
}
