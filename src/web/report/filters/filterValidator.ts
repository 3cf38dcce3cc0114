// The filter form's RJSF validator, without ajv: ajv compiles schemas into code with `new Function`, which
// the platform's Content-Security-Policy (no 'unsafe-eval') forbids, so every compile logged a console
// error. The form's rules are the engine's validateFilterValues (shown through extraErrors); RJSF only
// needs `isValid` to tell which option of a oneOf a value matches, for the small schema subset
// toFilterFormSchema writes (type, const, oneOf, anyOf, properties, required).
import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils';

type Schema = RJSFSchema | boolean | undefined;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

/** Whether `value` fits `schema`, for the keywords the filter form uses; unknown keywords pass. */
export function matchesSchema(schema: Schema, value: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if ('const' in schema && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value as never)) return false;
  if (schema.type !== undefined && value !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(type, value))) return false;
  }
  if (schema.oneOf && schema.oneOf.filter((option) => matchesSchema(option as Schema, value)).length !== 1) return false;
  if (schema.anyOf && !schema.anyOf.some((option) => matchesSchema(option as Schema, value))) return false;
  if (isObject(value)) {
    if (schema.required?.some((name) => value[name] === undefined)) return false;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (value[name] !== undefined && !matchesSchema(property as Schema, value[name])) return false;
    }
  }
  return true;
}

export const filterValidator: ValidatorType = {
  validateFormData(): ValidationData<unknown> {
    return { errors: [], errorSchema: {} };
  },
  isValid(schema, formData) {
    return matchesSchema(schema, formData);
  },
  rawValidation(schema, formData) {
    return matchesSchema(schema, formData) ? {} : { errors: [] };
  },
};
