"""The apps' versions: staff release versions for Android, iOS and the
teacher web app; an app asks, with its platform and its own version, whether
to update and how (general, silent or forced)."""
