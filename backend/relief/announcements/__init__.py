"""Platform messages: staff write a subject and a description for everyone,
every centre, every teacher or chosen accounts; publishing tells each of them
with an in-app notice (and an e-mail when chosen), delivered by the worker in
batches that resume where they stopped."""
