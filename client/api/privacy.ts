import {
  dataRequestResponseSchema,
  type DataRequestInput,
  type DataRequestResponse,
} from "@shared/privacy/requests";
import { apiJson } from "../lib/api";

/** POST /api/gdpr/data-request: a data rights request. */
export function sendDataRequest(input: DataRequestInput): Promise<DataRequestResponse> {
  return apiJson(dataRequestResponseSchema, "POST", "/api/gdpr/data-request", input);
}
