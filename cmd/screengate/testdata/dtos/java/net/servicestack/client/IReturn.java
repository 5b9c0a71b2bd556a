package net.servicestack.client;

public interface IReturn<T> {
    Object getResponseType();
}
