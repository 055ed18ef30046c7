use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    calendar_gateway::cli::run(calendar_gateway::cli::Cli::parse())
}
