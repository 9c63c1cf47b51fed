import { usePageMeta } from '../../components/page-meta';
import { site } from '../../config/site';
import { legalParts, policyDate } from './privacy-content';
import './privacy.css';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy and Terms of Service',
    `How ${site.name} collects, uses and protects the information you send through our contact, hiring and newsletter forms, and the terms for using this website.`,
  );
  return (
    <>
      <section className="legal-hero section--ink">
        <div className="container">
          <span className="kicker">Legal</span>
          <h1>Privacy Policy and Terms of Service</h1>
          <p className="legal-hero__lead">Plain-language answers about the data you share with us and the rules for using this website.</p>
          <p className="legal-hero__date">
            Last updated: <time dateTime="2023-07-27">{policyDate}</time>
          </p>
        </div>
      </section>

      <div className="container legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <p id="legal-toc-title" className="legal-toc__title">
            On this page
          </p>
          {legalParts.map((part) => (
            <div key={part.id} className="legal-toc__part">
              <a className="legal-toc__part-link" href={`#${part.id}`}>
                {part.title}
              </a>
              <ol className="legal-toc__list">
                {part.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </nav>

        <div className="legal-content prose">
          {legalParts.map((part) => (
            <section key={part.id} className="legal-part" aria-labelledby={part.id}>
              <h2 id={part.id}>{part.title}</h2>
              {part.sections.map((section, index) => (
                <section key={section.id} className="legal-section" aria-labelledby={section.id}>
                  <h3 id={section.id}>
                    <span className="legal-section__number" aria-hidden="true">
                      {index + 1}.
                    </span>{' '}
                    {section.title}
                  </h3>
                  {section.body}
                </section>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
