import { NextResponse } from "next/server";
import { route } from "@/lib/web/api";
import { CONTACT_MAX_BODY_BYTES, CONTACT_MESSAGE_RECEIVED, contactRateLimit, saveContactMessage } from "@/lib/contact";
import { contactMessageSchema } from "@/lib/validations/contact";

/** POST /api/contact/message: a visitor's message for the team; 201. */
export const POST = route(
  {
    auth: "none",
    limits: [{ rule: contactRateLimit, key: "address" }],
    body: { json: contactMessageSchema, maxBytes: CONTACT_MAX_BODY_BYTES },
  },
  async ({ body }) => {
    // A filled honeypot is a bot: it hears the usual answer, and nothing is kept.
    if (!body.website) await saveContactMessage(body);
    return NextResponse.json({ message: CONTACT_MESSAGE_RECEIVED }, { status: 201 });
  },
);
