import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { siteConfig } from "@/config/site";
import { publicPageMetadata } from "@/lib/platform/seo";

export const metadata: Metadata = publicPageMetadata({
  title: `${siteConfig.name} – ${siteConfig.tagline}`,
  description: siteConfig.description,
  path: "/",
});

const skills = [
  "Knife skills and confidence at the stove",
  "Seasoning and balancing flavours",
  "Cooking with what you already have",
  "Planning healthier, balanced meals",
  "Baking, plating and presenting with pride",
];

export default function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div>
            <h1 id="hero-title">{siteConfig.name}</h1>
            <p className="hero__tagline">{siteConfig.tagline}</p>
            <div className="hero__actions">
              <Link className="button" href="/login">
                Log in
              </Link>
              <Link className="button button--outline" href="/signup">
                Sign up
              </Link>
            </div>
          </div>
          <Image
            className="hero__art"
            src="/images/hero-kitchen.svg"
            alt="A kitchen table with a cutting board, fresh vegetables, herbs, a bowl and a handwritten recipe card"
            width={640}
            height={480}
            unoptimized
            priority
          />
        </div>
      </section>

      <section className="container info-cards" aria-label="Why Res-pe">
        <article className="card">
          <Image className="card__icon" src="/images/card-discover.svg" alt="" width={96} height={96} unoptimized />
          <h2>What Res-pe is about</h2>
          <p>
            Res-pe is a free home for everyone who loves to cook. Discover recipes of all cuisines,
            learn new recipes, experiment with food, write your own recipes, see nutrition facts, get
            cooking tips and get ranked.
          </p>
        </article>
        <article className="card">
          <Image className="card__icon" src="/images/card-skills.svg" alt="" width={96} height={96} unoptimized />
          <h2>Skills you will improve</h2>
          <ul>
            {skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </article>
        <article className="card">
          <Image className="card__icon" src="/images/card-quote.svg" alt="" width={96} height={96} unoptimized />
          <h2>Food for thought</h2>
          <blockquote className="quote">
            <p>“Cooking is like love. It should be entered into with abandon or not at all.”</p>
            <footer>— Harriet Van Horne</footer>
          </blockquote>
        </article>
      </section>
    </>
  );
}
