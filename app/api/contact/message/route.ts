import { NextResponse } from "next/server";
import {
  CONTACT_MAX_BODY_BYTES,
  CONTACT_MESSAGE_RECEIVED,
  contactRateLimit,
  saveContactMessage,
} from "@/lib/contact/messages";
import { apiRoute } from "@/lib/http/api-route";
import { clientIpOf } from "@/lib/http/client-ip";
import { readJsonBody } from "@/lib/http/read-json-body";
import { assertSameOrigin } from "@/lib/http/same-origin";
import { enforceRateLimit } from "@/lib/rate-limit";
import { contactMessageSchema } from "@/lib/validations/contact";

export const POST = apiRoute(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(contactRateLimit, clientIpOf(request));
  const input = await readJsonBody(request, contactMessageSchema, {
    maxBytes: CONTACT_MAX_BODY_BYTES,
  });
  // A filled honeypot is a bot: it hears the usual answer, and nothing is kept.
  if (!input.website) await saveContactMessage(input);
  return NextResponse.json({ message: CONTACT_MESSAGE_RECEIVED }, { status: 201 });
});
