import { apiGet } from '@/lib/api';
import { userResultSchema, type User } from './user-schema';

// GET /backendv2/users/me -> { result: user }
export async function getCurrentUser(): Promise<User> {
  return (await apiGet('/users/me', undefined, userResultSchema)).result;
}

// GET /backendv2/users/profile?id -> { result: user }
export async function getUserProfile(id: string): Promise<User> {
  return (await apiGet('/users/profile', { id }, userResultSchema)).result;
}

// GET /backendv2/users/refresh[?email] -> { result: user }: the profile refreshed from the corporate directory.
export async function refreshUserFromDirectory(email?: string): Promise<User> {
  return (await apiGet('/users/refresh', { email }, userResultSchema, { directory: true })).result;
}
