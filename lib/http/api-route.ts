import "server-only";
import { NextResponse } from "next/server";
import { ApiError } from "./api-error";

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>;

export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/**
 * Wraps a route handler so every failure answers JSON `{ message }`: an ApiError with its own
 * status, anything unexpected with a 500 that reveals nothing (the details go to the server log).
 */
export function apiRoute<Context = unknown>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ApiError) {
        return NextResponse.json(
          { message: error.message, ...error.body },
          { status: error.status, headers: error.headers },
        );
      }
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return NextResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 });
    }
  };
}
