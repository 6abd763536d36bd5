import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireSuperAdmin, type SessionResolver } from '../access/access.ts';
import type { ConfigPropertyChanges, ConfigPropertyInput, ConfigService } from './config.service.ts';
import { CONFIG_TYPES, type ConfigType } from './config.table.ts';

function readString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new AppError('BAD_USER_INPUT', `${key} must be text`, { fieldMessages: { [key]: 'Must be text' } });
}

function readBoolean(body: Record<string, unknown>, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  throw new AppError('BAD_USER_INPUT', `${key} must be true or false`, {
    fieldMessages: { [key]: 'Must be true or false' },
  });
}

function readType(body: Record<string, unknown>): ConfigType | undefined {
  const type = readString(body, 'type');
  if (type === undefined) return undefined;
  if (!(CONFIG_TYPES as readonly string[]).includes(type)) {
    throw new AppError('BAD_USER_INPUT', `Type must be one of ${CONFIG_TYPES.join(', ')}`, {
      fieldMessages: { type: 'Invalid type' },
    });
  }
  return type as ConfigType;
}

/** The version the editor loaded (optional for scripts; Config Management always sends it). */
function readVersion(body: Record<string, unknown>): number | undefined {
  const value = body.version;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  throw new AppError('BAD_USER_INPUT', 'version must be a whole number', {
    fieldMessages: { version: 'Must be a whole number' },
  });
}

function readBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_USER_INPUT', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * Config Management (spec part 2 §7): super admins only; every answer has success and message. Both
 * services (domain /rs, auth /access) serve the one store they share, for the screen's service selector.
 */
export function registerConfigRoutes(
  app: FastifyInstance,
  config: ConfigService,
  resolveSession: SessionResolver,
): void {
  for (const prefix of ['/rs', '/access']) registerFor(`${prefix}/api/config/properties`);
  function registerFor(BASE: string): void {
    async function guard(request: FastifyRequest): Promise<string> {
      const session = requireSuperAdmin({ session: await resolveSession(request) });
      return session.email;
    }

    app.get(BASE, async (request) => {
      await guard(request);
      return { success: true, message: 'OK', data: await config.listProperties() };
    });

    app.post(BASE, async (request) => {
      const modifiedBy = await guard(request);
      const body = readBody(request);
      const input: ConfigPropertyInput = {
        name: readString(body, 'name') ?? '',
        value: readString(body, 'value') ?? '',
        type: readType(body) ?? 'STRING',
        description: readString(body, 'description'),
        isActive: readBoolean(body, 'isActive'),
        isEncrypted: readBoolean(body, 'isEncrypted'),
        requiresRestart: readBoolean(body, 'requiresRestart'),
      };
      const data = await config.createProperty(input, modifiedBy);
      return { success: true, message: 'Property created successfully', data };
    });

    app.patch<{ Params: { name: string } }>(`${BASE}/:name`, async (request) => {
      const modifiedBy = await guard(request);
      const body = readBody(request);
      if ('name' in body && body.name !== request.params.name) {
        throw new AppError('BAD_USER_INPUT', 'The name of a property cannot change', {
          fieldMessages: { name: 'Cannot change' },
        });
      }
      const changes: ConfigPropertyChanges = {
        value: readString(body, 'value'),
        type: readType(body),
        description: readString(body, 'description'),
        isActive: readBoolean(body, 'isActive'),
        isEncrypted: readBoolean(body, 'isEncrypted'),
        requiresRestart: readBoolean(body, 'requiresRestart'),
      };
      const data = await config.updateProperty(request.params.name, changes, modifiedBy, {
        expectedVersion: readVersion(body),
      });
      return { success: true, message: 'Property updated successfully', data };
    });

    app.delete<{ Params: { name: string } }>(`${BASE}/:name`, async (request) => {
      const modifiedBy = await guard(request);
      await config.deleteProperty(request.params.name, modifiedBy);
      return { success: true, message: 'Property deleted successfully' };
    });

    app.post(`${BASE}/refresh`, async (request) => {
      await guard(request);
      await config.refresh();
      return { success: true, message: 'Cache refreshed successfully' };
    });
  }
}
