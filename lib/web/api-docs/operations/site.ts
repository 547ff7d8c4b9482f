import { z } from "zod";
import { recipeRequestSchema } from "@/lib/validations/chef";
import { contactMessageSchema } from "@/lib/validations/contact";
import { operation } from "../operation";
import { messageAnswer } from "../shapes";

/** The AI chef, the contact form, and this document. */
export const siteOperations = [
  operation({
    method: "post",
    path: "/api/chef/recipe",
    tag: "AI chef",
    summary: "Ask the AI chef for a recipe",
    description:
      "From 1–30 ingredients, each once. The recipe is streamed as markdown; the quotas per cook and per address are counted only for valid lists.",
    auth: "cook",
    body: { json: recipeRequestSchema, example: { ingredients: ["eggs", "spinach", "feta", "onion"] } },
    limited: true,
    responses: { 200: { description: "The recipe, streamed.", mediaType: "text/markdown", schema: z.string() } },
    errors: [502, 504],
  }),
  operation({
    method: "post",
    path: "/api/contact/message",
    tag: "Site",
    summary: "Send the team a message",
    auth: "none",
    body: {
      json: contactMessageSchema,
      example: { name: "Ada", email: "ada@example.com", subject: "A recipe idea", message: "Could you add more soups?" },
    },
    limited: true,
    responses: { 201: { description: "Received.", schema: messageAnswer } },
  }),
  operation({
    method: "get",
    path: "/api/openapi.json",
    tag: "Site",
    summary: "This document",
    description: "The OpenAPI 3.1 document of Res-pe's API; /developers shows it as a page.",
    auth: "none",
    responses: { 200: { description: "The document.", schema: z.looseObject({ openapi: z.string(), paths: z.looseObject({}) }) } },
  }),
];
