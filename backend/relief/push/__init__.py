"""Web Push to the teacher app: subscriptions, the keys the platform signs
with, and sending a notice to a teacher's browsers."""
