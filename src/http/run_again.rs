//! Writes undone by another write run again.
//!
//! On PostgreSQL a tenant's writes share a transaction without savepoints
//! ([`crate::store::writer`]): when one fails, the transaction rolls back, and the
//! writes that ran before it in it, none of them answered yet, are undone with it.
//! Each of those runs again here, from its arguments on, as if it had just arrived:
//! its checks see the store as it is now, and its answer is the one it gets then.

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::response::{IntoResponse, Response};
use tower::{Layer, Service, ServiceExt};

use crate::error::UndoneWrite;
use crate::http::limits::{BODY_LIMIT, body_error};
use crate::http::write_thread::reads_only;

/// Most runs of one write. A write is undone only by another that failed beside it
/// (and was answered), so each run after the first follows a failure; the bound keeps
/// a stream of failing writes from holding one request for long. The last run's
/// answer is a 503, which asks the client to send it again.
pub const MOST_RUNS: usize = 8;

/// Wraps each route's handler in [`RunAgain`].
#[derive(Debug, Clone, Copy, Default)]
pub struct RunAgainLayer;

impl<S> Layer<S> for RunAgainLayer {
    type Service = RunAgain<S>;
    fn layer(&self, inner: S) -> RunAgain<S> {
        RunAgain { inner }
    }
}

/// Runs a write again while its answer says it was undone, up to [`MOST_RUNS`] times.
#[derive(Debug, Clone)]
pub struct RunAgain<S> {
    inner: S,
}

impl<S> Service<Request> for RunAgain<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        if reads_only(request.method()) {
            return Box::pin(self.inner.call(request));
        }
        // The service polled ready serves this write; its clone serves the next request.
        let next = self.inner.clone();
        let ready = std::mem::replace(&mut self.inner, next);
        Box::pin(run_until_done(ready, request))
    }
}

/// Runs `request` on `service` until its answer is not [`UndoneWrite`], or [`MOST_RUNS`]
/// times.
async fn run_until_done<S>(service: S, request: Request) -> Result<Response, Infallible>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone,
{
    let (parts, body) = request.into_parts();
    // Whole already (`limits::read_body_first`), so this takes it as it is.
    let body: Bytes = match axum::body::to_bytes(body, BODY_LIMIT).await {
        Ok(body) => body,
        Err(e) => return Ok(body_error(&e).into_response()),
    };
    let mut runs = 1;
    loop {
        let request = Request::from_parts(parts.clone(), Body::from(body.clone()));
        let response = service.clone().oneshot(request).await?;
        if runs == MOST_RUNS || response.extensions().get::<UndoneWrite>().is_none() {
            return Ok(response);
        }
        runs += 1;
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use axum::http::{Method, StatusCode};
    use http_body_util::BodyExt;

    use super::*;
    use crate::error::ApiError;

    /// A handler that answers [`ApiError::write_undone`] `undone` times, then 201 with
    /// the body it was sent, counting its runs.
    fn undone_times(
        undone: usize,
        runs: Arc<AtomicUsize>,
    ) -> RunAgain<
        impl Service<
            Request,
            Response = Response,
            Error = Infallible,
            Future = impl Future<Output = Result<Response, Infallible>> + Send,
        > + Clone
        + Send
        + 'static,
    > {
        RunAgainLayer.layer(tower::service_fn(move |request: Request| {
            let runs = runs.clone();
            async move {
                let run = runs.fetch_add(1, Ordering::SeqCst) + 1;
                let body = axum::body::to_bytes(request.into_body(), usize::MAX)
                    .await
                    .expect("body");
                Ok::<_, Infallible>(if run <= undone {
                    ApiError::write_undone().into_response()
                } else {
                    (StatusCode::CREATED, body).into_response()
                })
            }
        }))
    }

    /// `request` through [`RunAgain`] over a handler undone `undone` times: the answer,
    /// and how many times the handler ran.
    async fn answered(undone: usize, request: Request) -> (Response, usize) {
        let runs = Arc::new(AtomicUsize::new(0));
        let response = undone_times(undone, runs.clone())
            .oneshot(request)
            .await
            .expect("infallible");
        (response, runs.load(Ordering::SeqCst))
    }

    fn post(body: &'static str) -> Request {
        Request::builder()
            .method(Method::POST)
            .uri("/events")
            .body(Body::from(body))
            .expect("request")
    }

    #[tokio::test]
    async fn an_undone_write_runs_again_with_the_same_body() {
        let (response, runs) = answered(2, post("{\"title\":\"x\"}")).await;
        assert_eq!(response.status(), StatusCode::CREATED);
        assert_eq!(runs, 3);
        let body = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        assert_eq!(&body[..], b"{\"title\":\"x\"}");
    }

    #[tokio::test]
    async fn a_write_undone_every_time_is_answered_503_after_the_last_run() {
        let (response, runs) = answered(usize::MAX, post("{}")).await;
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(response.extensions().get::<UndoneWrite>().is_some());
        assert_eq!(runs, MOST_RUNS);
    }

    #[tokio::test]
    async fn other_answers_and_reads_run_once() {
        let (response, runs) = answered(0, post("{}")).await;
        assert_eq!(response.status(), StatusCode::CREATED);
        assert_eq!(runs, 1);

        let read = Request::builder()
            .uri("/events")
            .body(Body::empty())
            .expect("request");
        let (response, runs) = answered(1, read).await;
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(runs, 1, "a read is never run again");
    }
}
