import Image from "next/image";
import { siteConfig } from "@/config/site";

/** Title and description of both About pages. */
export const aboutPageText = {
  title: "About us",
  description: "Res-pe's mission: help home cooks discover, share and enjoy recipes from every cuisine.",
};

/** The About page, shared by /aboutHome (visitors) and /about (signed in). */
export function AboutContent() {
  return (
    <div className="content">
      <h1 className="page-title">About Us</h1>
      <Image
        className="banner"
        src="/images/about-hero.svg"
        alt="Plates from different cuisines around a shared table: noodles, a taco, a salad and a pie"
        width={800}
        height={280}
        unoptimized
        priority
      />
      <p>
        Welcome to {siteConfig.name}, the recipe finder made for home cooks. Whether you are cooking
        your first omelette or your hundredth risotto, we are here to help you find something
        delicious to make tonight, and to enjoy making it.
      </p>

      <h2>Our Mission</h2>
      <ul>
        <li>Help you discover recipes from different cuisines around the world.</li>
        <li>Give you a place to share your own recipes with other cooks.</li>
        <li>Teach cooking tips and techniques that make every meal easier.</li>
        <li>Support healthier choices with nutrition facts and meal planning.</li>
      </ul>

      <h2>What We Offer</h2>
      <ul>
        <li>A wide range of recipes, from quick weeknight dinners to festive desserts.</li>
        <li>Step-by-step instructions that anyone can follow.</li>
        <li>Healthy eating options, including vegan and vegetarian dishes.</li>
      </ul>

      <h2>Join Our Community</h2>
      <p>
        Cooking is better together. Join {siteConfig.name} to save time in the kitchen, share the
        dishes you are proud of, and learn from cooks all over the world. We cannot wait to see what
        you cook next!
      </p>
    </div>
  );
}
