/** Demo data loaded into every fresh database (README, "Demo logins"). */
export const demoCentre = {
  email: 'centre@example.com',
  password: 'relief-demo-2026',
  name: 'Kowhai Kids Centre',
} as const

export const demoStaff = {
  email: 'admin@example.com',
  password: 'relief-demo-2026',
} as const
