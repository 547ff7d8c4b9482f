import Image from "next/image";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/config/site";
import { loadConfig } from "@/lib/platform/config";
import { ContactForm } from "./contact-form";

/** Title and description of both Contact pages. */
export const contactPageText = {
  title: "Contact us",
  description: "Questions, feedback or a recipe to share? Call, email or send the Res-pe team a message.",
};

/** The Contact page, shared by /contactHome (visitors) and /contact (signed in). */
export function ContactContent() {
  const { contactPhone: phone, contactEmail: email } = loadConfig().site;
  const { address, socialHandle } = siteConfig.contact;
  return (
    <div className="content">
      <Toaster />
      <h1 className="page-title">Contact Us</h1>
      <Image
        className="banner"
        src="/images/contact-hero.svg"
        alt="An open envelope with a recipe card sliding out, speech bubbles with a question mark and a heart, and a wooden spoon"
        width={800}
        height={320}
        unoptimized
        priority
      />
      <p>
        Have a question, some feedback, or a recipe you would love to share? We would be happy to
        hear from you.
      </p>

      <h2>Connect with Us</h2>
      <ul className="connect-list">
        <li>
          <strong>Phone</strong>
          <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
        </li>
        <li>
          <strong>Email</strong>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <strong>Address</strong>
          {address}
        </li>
        <li>
          <strong>Social Media</strong>
          {socialHandle}
        </li>
      </ul>

      <h2 id="send-us-a-message">Send Us a Message</h2>
      <ContactForm />
    </div>
  );
}
