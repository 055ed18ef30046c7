use std::process::ExitCode;

use clap::Parser;

// A server allocates and frees response-sized buffers from many threads; glibc's
// per-thread arenas fragment under that and hold on to freed memory.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    calendar_gateway::cli::run(calendar_gateway::cli::Cli::parse())
}
